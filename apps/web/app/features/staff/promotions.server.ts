import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import {
  findProducts,
  type ProductPickerData,
  postedIds,
  postedValues,
  productChoices,
} from './product-choices.server.ts';
import type { StaffApi } from './staff-api.server.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

export type { ProductChoice } from './product-choices.server.ts';
/** What the form's own answers carry: the products to offer, named (a search, or a refused save). */
export type PromotionFormData = ProductPickerData;

/**
 * The promotions' screen (docs/decisions/0076): the promotions the member manages with their uses;
 * `?edit=<id>` opens one for editing with its usage per branch. The form picks categories and brands
 * from the catalogue's lists and products by the console's product search (names, barcodes, SKUs).
 */
export async function loadPromotions(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'promotions.manage');
  const [{ promotions }, choices] = await Promise.all([api.promotions(), api.catalogueChoices()]);
  const edit = new URL(args.request.url).searchParams.get('edit');
  const editingId = edit === null ? undefined : wholeNumber(edit);
  const editing = promotions.find((promotion) => promotion.id === editingId) ?? null;
  const [usage, products] = editing
    ? await Promise.all([api.promotionUsage(editing.id), productChoices(api, editing.productIds)])
    : [null, []];
  return { staff, branches, promotions, editing, usage, products, ...choices };
}
export type PromotionsData = Awaited<ReturnType<typeof loadPromotions>>;

/** The form's fields as typed: the API judges them (any digits) and answers in the page's language. */
function bodyOf(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const ids = (name: string) => form.getAll(name).filter((id): id is string => typeof id === 'string');
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
      branchIds: ids('branchIds'),
    },
  };
}

/**
 * A refused form keeps what was typed (the ticked branches and products too, named again); a
 * conflict says so first.
 */
async function answer(
  api: StaffApi,
  intent: string,
  form: FormData,
  status: number,
  envelope: Parameters<typeof apiResult>[2],
): Promise<FormResult<PromotionFormData>> {
  const result: FormResult<PromotionFormData> = {
    ...apiResult(intent, status, { ...envelope, data: null }),
    data: null,
  };
  if (result.ok) return result;
  return {
    ...result,
    validation: status === 409 ? [result.message, ...result.validation] : result.validation,
    values: postedValues(form),
    data: { products: await productChoices(api, postedIds(form)) },
  };
}

export async function promotionsAction(args: StaffRouteArgs): Promise<FormResult<PromotionFormData | null>> {
  const { api } = requireStaff(args, 'promotions.manage');
  const form = await args.request.formData();
  const { text, body } = bodyOf(form);
  const intent = text('intent');
  const formIntent = intent === 'edit' ? `edit:${text('id')}` : intent;
  if (form.get('find') !== null && (intent === 'create' || intent === 'edit'))
    return findProducts(api, formIntent, form);
  if (intent === 'create') {
    const { status, envelope } = await api.op('staffCreatePromotion', { body });
    return answer(api, intent, form, status, envelope);
  }
  const id = wholeNumber(text('id'));
  if (id === undefined) throw data(null, { status: 400 });
  const version = text('version');
  if (intent === 'edit') {
    const { status, envelope } = await api.op('staffEditPromotion', {
      params: { id },
      body: { ...body, version },
    });
    return answer(api, `edit:${id}`, form, status, envelope);
  }
  if (intent === 'end') {
    const { status, envelope } = await api.op('staffEndPromotion', { params: { id }, body: { version } });
    return answer(api, `end:${id}`, form, status, envelope);
  }
  throw data(null, { status: 400 });
}
