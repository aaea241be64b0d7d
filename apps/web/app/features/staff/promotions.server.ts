import { data, type RouterContextProvider } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

type Args = {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
};

/**
 * The promotions' screen (docs/decisions/0076): the promotions the member manages with their uses;
 * `?edit=<id>` opens one for editing with its usage per branch.
 */
export async function loadPromotions(args: Args) {
  const { api, staff, branches } = requireStaff(args, 'promotions.manage');
  const { promotions } = await api.promotions();
  const edit = new URL(args.request.url).searchParams.get('edit');
  const editingId = edit === null ? undefined : wholeNumber(edit);
  const editing = promotions.find((promotion) => promotion.id === editingId) ?? null;
  const usage = editing ? await api.promotionUsage(editing.id) : null;
  return { staff, branches, promotions, editing, usage };
}
export type PromotionsData = Awaited<ReturnType<typeof loadPromotions>>;

/** The form's fields as typed: the API judges them (any digits) and answers in the page's language. */
function bodyOf(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const ids = (name: string) =>
    text(name)
      .split(/[\s,،]+/)
      .filter((id) => id !== '');
  return {
    text,
    body: {
      nameEn: text('nameEn'),
      nameAr: text('nameAr'),
      code: text('code'),
      kind: text('kind'),
      value: text('value'),
      minimumOrder: text('minimumOrder'),
      startsOn: text('startsOn'),
      endsOn: text('endsOn'),
      maxUses: text('maxUses'),
      maxUsesPerUser: text('maxUsesPerUser'),
      buyQuantity: text('buyQuantity'),
      getQuantity: text('getQuantity'),
      firstOrderOnly: form.get('firstOrderOnly') === 'on',
      combinable: form.get('combinable') === 'on',
      productIds: ids('productIds'),
      categoryIds: ids('categoryIds'),
      brandIds: ids('brandIds'),
      branchIds: form.getAll('branchIds').filter((id): id is string => typeof id === 'string'),
    },
  };
}

/** A refused form keeps what was typed (the ticked branches too); a conflict says so first. */
function answer(intent: string, form: FormData, status: number, envelope: Parameters<typeof apiResult>[2]) {
  const result = apiResult(intent, status, { ...envelope, data: null });
  if (result.ok) return result;
  return {
    ...result,
    validation: status === 409 ? [result.message, ...result.validation] : result.validation,
    values: Object.fromEntries(
      [...form.keys()].map((name) => [
        name,
        form
          .getAll(name)
          .filter((value) => typeof value === 'string')
          .join(','),
      ]),
    ),
  } satisfies FormResult<null>;
}

export async function promotionsAction(args: Args): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'promotions.manage');
  const form = await args.request.formData();
  const { text, body } = bodyOf(form);
  const intent = text('intent');
  if (intent === 'create') {
    const { status, envelope } = await api.op('staffCreatePromotion', { body });
    return answer(intent, form, status, envelope);
  }
  const id = wholeNumber(text('id'));
  if (id === undefined) throw data(null, { status: 400 });
  const version = text('version');
  if (intent === 'edit') {
    const { status, envelope } = await api.op('staffEditPromotion', {
      params: { id },
      body: { ...body, version },
    });
    return answer(`edit:${id}`, form, status, envelope);
  }
  if (intent === 'end') {
    const { status, envelope } = await api.op('staffEndPromotion', { params: { id }, body: { version } });
    return answer(`end:${id}`, form, status, envelope);
  }
  throw data(null, { status: 400 });
}
