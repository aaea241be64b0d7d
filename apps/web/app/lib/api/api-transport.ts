import type { Envelope } from '@store/contract';

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path and query under the API, e.g. `/api/home?web=1`. */
  path: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

export interface ApiResponse {
  status: number;
  body: Envelope<unknown, unknown>;
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfter?: number;
  /** A file the API answered instead of an envelope (the data download's ZIP): its bytes and headers. */
  file?: { bytes: Uint8Array; contentType: string; disposition: string };
}

/**
 * How the web reaches the API. On the server it is an in-process call into the same Fastify app
 * (no network hop, the client's IP kept for rate limits); tests may pass any implementation.
 */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;
