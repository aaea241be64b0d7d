import { data, redirect } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** The editor's text boxes, named as the API's fields (docs/decisions/0052). */
export const productTextFields = [
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'usesEn',
  'usesAr',
  'brandId',
  'categoryId',
  'quantities',
  'sku',
  'barcodes',
] as const;

/**
 * A product's editor (admins: the product is the whole store's): its fields in both languages and
 * the brands and level-3 categories to choose from; no `:id` is a new product.
 */
export async function loadProductEditor(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'catalogue.products');
  const id = args.params.id === undefined ? null : wholeNumber(args.params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const choices = await api.catalogueChoices();
  const product = id === null ? null : await api.productDetails(id);
  return { staff, choices, product };
}
export type ProductEditorData = Awaited<ReturnType<typeof loadProductEditor>>;

/**
 * `intent=save`: the fields as typed (the API reads any digits and answers each problem in the page's
 * language; an edit carries the version it started from, and one that raced another is refused with
 * who saved and what they changed). A new product goes to its page once made. `intent=visibility`:
 * hide or show, from the version.
 */
export async function productEditorAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api, lang } = requireStaff(args, 'catalogue.products');
  const id = args.params.id === undefined ? null : wholeNumber(args.params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  if (intent === 'visibility' && id !== null) {
    const { status, envelope } = await api.productVisibility(id, {
      version: text('version'),
      hidden: text('hidden'),
    });
    return refusal(apiResult('visibility', status, { ...envelope, data: null }), status, form);
  }
  if (intent.startsWith('picture-') && id !== null) return pictureAction(api, id, intent, form);
  if (intent !== 'save') throw data(null, { status: 400 });
  const fields = {
    ...Object.fromEntries(productTextFields.map((name) => [name, text(name)])),
    weighted: form.get('weighted') === 'on',
    coldChain: form.get('coldChain') === 'on',
  };
  if (id === null) {
    const { status, envelope } = await api.createProduct({ ...fields, hidden: form.get('hidden') === 'on' });
    if (status === 200) throw redirect(`/${lang}/staff/catalogue/${envelope.data.product.id}/details`);
    return refusal(apiResult('save', status, { ...envelope, data: null }), status, form);
  }
  const { status, envelope } = await api.editProduct(id, { ...fields, version: text('version') });
  return refusal(apiResult('save', status, { ...envelope, data: null }), status, form);
}

/**
 * The pictures' forms (docs/decisions/0070): `picture-add` sends the file (base64) and its alt texts;
 * `picture-alt`, `picture-move` and `picture-delete` name the picture. The API judges the file by its
 * bytes and answers each problem in the page's language.
 */
async function pictureAction(
  api: ReturnType<typeof requireStaff>['api'],
  id: number,
  intent: string,
  form: FormData,
): Promise<FormResult<null>> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const alts = { altEn: text('altEn'), altAr: text('altAr') };
  if (intent === 'picture-add') {
    const file = form.get('file');
    const content = file instanceof File ? Buffer.from(await file.arrayBuffer()).toString('base64') : '';
    const { status, envelope } = await api.addProductPicture(id, { content, ...alts });
    return refusal(apiResult(intent, status, { ...envelope, data: null }), status, form);
  }
  const pictureId = wholeNumber(text('pictureId'));
  if (pictureId === undefined) throw data(null, { status: 400 });
  const answer =
    intent === 'picture-alt'
      ? await api.editProductPicture(id, pictureId, alts)
      : intent === 'picture-move'
        ? await api.moveProductPicture(id, pictureId, { position: text('position') })
        : intent === 'picture-delete'
          ? await api.deleteProductPicture(id, pictureId)
          : null;
  if (!answer) throw data(null, { status: 400 });
  return refusal(apiResult(intent, answer.status, { ...answer.envelope, data: null }), answer.status, form);
}

/** A refused form keeps what was typed; a conflict says who saved first and what they changed. */
function refusal(result: FormResult<null>, status: number, form: FormData): FormResult<null> {
  if (result.ok) return result;
  return {
    ...result,
    validation: status === 409 ? [result.message, ...result.validation] : result.validation,
    values: Object.fromEntries(
      [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    ),
  };
}
