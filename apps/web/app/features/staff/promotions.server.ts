import { staffCatalogueLimits } from '@store/contract';
import { data, type RouterContextProvider } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { StaffApi } from './staff-api.server.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

type Args = {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
};

/** A product the form offers: one chosen (ticked) or one a search found. */
export type ProductChoice = { id: number; name: string; chosen: boolean };
/** What the form's own answers carry: the products to offer, named (a search, or a refused save). */
export type PromotionFormData = { products: ProductChoice[] };

/**
 * The promotions' screen (docs/decisions/0076): the promotions the member manages with their uses;
 * `?edit=<id>` opens one for editing with its usage per branch. The form picks categories and brands
 * from the catalogue's lists and products by the console's product search (names, barcodes, SKUs).
 */
export async function loadPromotions(args: Args) {
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

/** The chosen products by name (a page of the console's list at a time), then what a search found. */
async function productChoices(api: StaffApi, chosen: number[], search = ''): Promise<ProductChoice[]> {
  const size = staffCatalogueLimits.pageSize;
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(chosen.length / size) }, (_, i) =>
      api.catalogue({ ids: chosen.slice(i * size, (i + 1) * size) }),
    ),
  );
  const named = pages.flatMap((page) => page.products.map(({ id, name }) => ({ id, name, chosen: true })));
  if (search === '') return named;
  const found = await api.op('staffCatalogue', { query: { q: search } });
  const more = found.status === 200 ? found.envelope.data.products : [];
  return [
    ...named,
    ...more.filter((p) => !chosen.includes(p.id)).map(({ id, name }) => ({ id, name, chosen: false })),
  ];
}

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

/** What was posted, each name's values joined, for the form drawn again. */
const postedValues = (form: FormData) =>
  Object.fromEntries(
    [...form.keys()].map((name) => [
      name,
      form
        .getAll(name)
        .filter((value) => typeof value === 'string')
        .join(','),
    ]),
  );

/** The ticked products' numbers as posted (a number the page drew, so anything else is dropped). */
const postedProducts = (form: FormData) =>
  form
    .getAll('productIds')
    .map((value) => (typeof value === 'string' ? wholeNumber(value) : undefined))
    .filter((id): id is number => id !== undefined);

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
    data: { products: await productChoices(api, postedProducts(form)) },
  };
}

/**
 * The form's "Find" button: nothing saved, the form comes back as it was posted with the products
 * the search found beside the ticked ones (a plain post, so it works without scripts).
 */
async function findProducts(
  api: StaffApi,
  intent: string,
  form: FormData,
): Promise<FormResult<PromotionFormData>> {
  const search = String(form.get('productSearch') ?? '')
    .trim()
    .slice(0, 100);
  return {
    ok: true,
    intent,
    message: '',
    validation: [],
    fieldErrors: {},
    values: postedValues(form),
    data: { products: await productChoices(api, postedProducts(form), search) },
  };
}

export async function promotionsAction(args: Args): Promise<FormResult<PromotionFormData | null>> {
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
