import { staffCatalogueLimits } from '@store/contract';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { StaffApi } from './staff-api.server.ts';
import { wholeNumber } from './staff-rules.ts';

/**
 * The console's product picker inside a form (promotions, docs/decisions/0076; the home's deals
 * slider, 0086): products found by the console's product search (name, barcode, SKU or number) and
 * ticked. The search is a button of the form: the form comes back as posted with what was found.
 */

/** A product the form offers: one chosen (ticked) or one a search found. */
export type ProductChoice = { id: number; name: string; chosen: boolean };
/** What the form's own answers carry: the products to offer, named (a search, or a refused save). */
export type ProductPickerData = { products: ProductChoice[] };

/** The chosen products by name (a page of the console's list at a time), then what a search found. */
export async function productChoices(api: StaffApi, chosen: number[], search = ''): Promise<ProductChoice[]> {
  const size = staffCatalogueLimits.pageSize;
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(chosen.length / size) }, (_, i) =>
      api.catalogue({ ids: chosen.slice(i * size, (i + 1) * size) }),
    ),
  );
  const named = pages.flatMap((page) => page.products.map(({ id, name }) => ({ id, name, chosen: true })));
  // In the order chosen (the console's list answers in its own order).
  named.sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id));
  if (search === '') return named;
  const found = await api.op('staffCatalogue', { query: { q: search } });
  const more = found.status === 200 ? found.envelope.data.products : [];
  return [
    ...named,
    ...more.filter((p) => !chosen.includes(p.id)).map(({ id, name }) => ({ id, name, chosen: false })),
  ];
}

/** What was posted, each name's values joined, for the form drawn again. */
export const postedValues = (form: FormData) =>
  Object.fromEntries(
    [...form.keys()].map((name) => [
      name,
      form
        .getAll(name)
        .filter((value) => typeof value === 'string')
        .join(','),
    ]),
  );

/** The ticked ids of a field as posted (numbers the page drew, so anything else is dropped). */
export const postedIds = (form: FormData, name = 'productIds') =>
  form
    .getAll(name)
    .map((value) => (typeof value === 'string' ? wholeNumber(value) : undefined))
    .filter((id): id is number => id !== undefined);

/**
 * The form's "Find" button: nothing saved, the form comes back as it was posted with the products
 * the search found beside the ticked ones (a plain post, so it works without scripts).
 */
export async function findProducts(
  api: StaffApi,
  intent: string,
  form: FormData,
): Promise<FormResult<ProductPickerData>> {
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
    data: { products: await productChoices(api, postedIds(form), search) },
  };
}
