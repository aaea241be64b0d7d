import {
  type Envelope,
  isMessageKey,
  type Lang,
  type MessageKey,
  type MessageParams,
  registerServerMessages,
  serverMessages,
  translate,
} from '@store/contract';

// The answers only the server gives (staff, prescriptions, support, uploads) join the shared catalogue;
// the browser's bundle leaves them out. Every route module imports this file, so they are there first.
registerServerMessages(serverMessages);

/** A 200 answer. */
export function ok<TData, TItem = null>(
  data: TData,
  options: { message?: string; item?: TItem } = {},
): Envelope<TData, TItem> {
  return {
    code: 200,
    message: options.message ?? '',
    data,
    item: (options.item ?? null) as TItem,
    validation: [],
  };
}

/**
 * An expected failure (unknown id, product not at the branch...). Thrown from handlers and services;
 * the central error handler turns it into the envelope with the message in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly validation: MessageKey[] = [],
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  /** Params that are message keys (a field label such as 'field.deviceId') are translated too. */
  localized(lang: Lang): { message: string; validation: string[] } {
    const params = Object.fromEntries(
      Object.entries(this.params).map(([name, value]) => [
        name,
        isMessageKey(value) ? translate(lang, value) : value,
      ]),
    );
    return {
      message: translate(lang, this.messageKey, params),
      validation: this.validation.map((key) => translate(lang, key, params)),
    };
  }
}

export const notFound = (key: MessageKey = 'error.notFound') => new ApiError(404, key);

/** A shared limit said wait `seconds`: a 429 naming them (and their Retry-After header). */
export const throttled = (seconds: number, key: MessageKey = 'error.rateLimited') =>
  new ApiError(429, key, { seconds });

export function failure(code: number, message: string, validation: string[] = []): Envelope<null> {
  return { code, message, data: null, item: null, validation };
}
