import { type Lang, orderStatusIds, parseForMessages, returnRequestBody } from '@store/contract';
import { data, redirect } from 'react-router';
import { returns as arabicWords } from '../../i18n/messages/ar/returns.ts';
import { returns as englishWords } from '../../i18n/messages/en/returns.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import { takeUploadFlash } from '../../lib/forms/upload-flash.server.ts';
import { browserUploadRules, uploadMessagesOf } from '../../lib/forms/upload-messages.server.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import type { OrderReturnsData } from './order-returns.tsx';
import type { ReturnsWords } from './returns-copy.ts';

/** The returns' words in the page's language, handed to the page with its data. */
export const returnsWords = (lang: Lang): ReturnsWords => (lang === 'ar' ? arabicWords : englishWords);

/**
 * The order page's returns (docs/decisions/0090), for a delivered (or completed) order only: the
 * window, whether anything is left to return, the requests; the photo form's limits and the refusal
 * of photos sent without scripts (a one-time cookie). Null for an order not delivered.
 */
export async function loadOrderReturns(
  request: Request,
  api: StoreApi,
  lang: Lang,
  order: { id: number; status: { id: number }; cancelled: boolean },
): Promise<{ returns: OrderReturnsData | null; headers: HeadersInit }> {
  if (
    order.cancelled ||
    (order.status.id !== orderStatusIds.delivered && order.status.id !== orderStatusIds.completed)
  )
    return { returns: null, headers: {} };
  const found = await api.get('orderReturns', { params: { id: order.id } });
  const { flash, headers } = takeUploadFlash(request, 'return-photos');
  return {
    returns: {
      words: returnsWords(lang),
      window: found.window,
      returnable: found.lines.some((line) => line.returnable > 0),
      requests: found.requests,
      upload: {
        rules: browserUploadRules(false),
        messages: uploadMessagesOf(lang, null),
        refused: flash ? (flash.validation.length > 0 ? flash.validation : [flash.message]) : [],
      },
    },
    headers,
  };
}

/** The return form's page: the window, each line with what is left and its rule (the API's). */
export function loadReturnForm(api: StoreApi, lang: Lang, rawId: string) {
  const id = pathIdOr404(rawId);
  return forShopper(lang, api, async () => ({
    id,
    words: returnsWords(lang),
    ...(await api.get('orderReturns', { params: { id } })),
  }));
}
export type ReturnFormData = Awaited<ReturnType<typeof loadReturnForm>>;

/**
 * The return form's lines as posted: a ticked `return-{line}` box with its `quantity-{line}` (any
 * digits: the contract's schema reads them) and, for a medicine, `opened-{line}`.
 */
export function returnItemsOf(form: FormData) {
  const items: { orderItemId: string; quantity: string; opened: boolean }[] = [];
  for (const [name] of form) {
    const match = /^return-(\d{1,10})$/.exec(name);
    if (!match) continue;
    const line = match[1]!;
    items.push({
      orderItemId: line,
      quantity: String(form.get(`quantity-${line}`) ?? '').trim(),
      opened: form.get(`opened-${line}`) === 'on',
    });
  }
  return items;
}

/**
 * Sends the request (a plain form post: it works without scripts), checked with the contract's
 * schema first; the API judges the window and each line's rule with the same function the form
 * showed. Sent: back to the order page, at the new request.
 */
export async function returnAction(request: Request, api: StoreApi, lang: Lang, rawId: string) {
  const id = pathIdOr404(rawId);
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = parseForMessages(returnRequestBody, {
    reason: form.get('reason') ?? undefined,
    comment: String(form.get('comment') ?? '').trim() || undefined,
    items: returnItemsOf(form),
  });
  if (!parsed.success)
    return data({ ...invalidResult('return', parsed.error.issues, lang), values }, { status: 422 });
  const { status, envelope } = await forShopper(lang, api, () =>
    api.op('requestReturn', { params: { id }, body: parsed.data }),
  );
  if (status === 401) throw redirect(`/${lang}/login`);
  const result = apiResult('return', status, envelope);
  if (!result.ok) return data({ ...result, values }, { status });
  const returnId = Number(envelope.item);
  throw redirect(`/${lang}/order-info/${id}?returned=${returnId}#return-${returnId}`);
}
