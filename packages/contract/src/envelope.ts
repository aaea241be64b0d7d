import { z } from 'zod';

/**
 * Every API answer: `{code, message, data, item, validation}`, all five keys always there.
 * `code` mirrors the HTTP status; `validation` lists localized messages, one per problem.
 */
export function envelope<TData extends z.ZodType, TItem extends z.ZodType = z.ZodNull>(
  data: TData,
  item?: TItem,
) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
    item: (item ?? z.null()) as TItem,
    validation: z.array(z.string()),
  });
}

export const errorEnvelope = envelope(z.null()).meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface Envelope<TData, TItem = null> {
  code: number;
  message: string;
  data: TData;
  item: TItem;
  validation: string[];
}

/** Error statuses a route can answer with, besides 200. 400, 429 and 500 apply to every route. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500;

/** The per-status response schemas of a route: its 200 shape plus the shared error envelope. */
export function responses<TOk extends z.ZodType, TStatuses extends readonly ErrorStatus[]>(
  ok: TOk,
  statuses: TStatuses,
) {
  const errors = Object.fromEntries(
    [...new Set<ErrorStatus>([400, 429, 500, ...statuses])].map((status) => [status, errorEnvelope]),
  ) as Record<TStatuses[number] | 400 | 429 | 500, typeof errorEnvelope>;
  return { 200: ok, ...errors };
}

/** A 200 whose only news is its message (deleted, logged out...). */
export const messageOnlyResponse = envelope(z.null());
