import { type Lang, parseForMessages, supportReplyBody } from '@store/contract';
import { data } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import { takeUploadFlash } from '../../lib/forms/upload-flash.server.ts';
import { browserUploadRules, uploadMessagesOf } from '../../lib/forms/upload-messages.server.ts';

/**
 * The support page ("Support with previous issues"): the problem types, the customer's orders (an
 * issue may name one; `?order=` from an order's page chooses it), the previous issues with their
 * replies, the messages of the file checks, and a refused no-script post.
 */
export function loadSupport(request: Request, api: StoreApi, lang: Lang) {
  return forShopper(lang, api, async () => {
    const [{ types }, { issues }, orders] = await Promise.all([
      api.get('supportIssueTypes'),
      api.get('supportIssues'),
      api.orders(),
    ]);
    const url = new URL(request.url);
    const { flash, headers } = takeUploadFlash(request, 'support-issue');
    const all = [...orders.pendingOrders, ...orders.oldOrders];
    const wanted = Number(url.searchParams.get('order'));
    return data(
      {
        types,
        issues,
        orders: all.map((order) => ({ id: order.id, createdAt: order.createdAt })),
        orderId: all.some((order) => order.id === wanted) ? wanted : null,
        sent: Number(url.searchParams.get('sent')) || null,
        messages: uploadMessagesOf(lang, null),
        rules: browserUploadRules(false),
        refused: flash ? [flash.message, ...flash.validation].filter(Boolean) : [],
      },
      { headers },
    );
  });
}

export type SupportPageData = Awaited<ReturnType<typeof loadSupport>>['data'];

/** `reply` (issueId, comment): the customer's follow-up on one of their issues. */
export async function supportAction(request: Request, api: StoreApi, lang: Lang) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const id = Number(form.issueId);
  if (intent === 'reply' && Number.isInteger(id) && id > 0) {
    const parsed = parseForMessages(supportReplyBody, { comment: form.comment ?? '' });
    // Each issue's reply form is told apart by its own intent (a page without scripts shows the answer there).
    const answerIntent = `reply-${id}`;
    if (!parsed.success) return data(invalidResult(answerIntent, parsed.error.issues, lang), { status: 422 });
    const { status, envelope } = await api.op('supportReply', { params: { id }, body: parsed.data });
    const result = apiResult(answerIntent, status, envelope);
    return data(result, { status: result.ok ? 200 : status });
  }
  return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang), { status: 400 });
}
