import type { OperationName } from '@store/contract';
import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { StaffAnswer } from './staff-api.server.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The categories' and brands' screens (docs/decisions/0071): read by the catalogue's readers, edited
 * by admins. `?edit=<id>` opens one for editing; the brands' list is searched with `?q=`.
 */
export async function loadCategories(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'catalogue.read');
  const categories = await api.taxonomyCategories();
  return { staff, categories, editing: editingOf(args.request) };
}
export type CategoriesData = Awaited<ReturnType<typeof loadCategories>>;

export async function loadBrands(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'catalogue.read');
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const found = await api.taxonomyBrands(q);
  const editing = editingOf(args.request);
  // The brand being edited, even when the search leaves it out, and the brands its products may move to.
  const all = editing === null ? null : q === '' ? found : await api.taxonomyBrands();
  const edited = all?.brands.find((brand) => brand.id === editing) ?? null;
  return { staff, q, ...found, edited, moveTargets: edited && edited.products > 0 ? all!.brands : [] };
}
export type BrandsData = Awaited<ReturnType<typeof loadBrands>>;

function editingOf(request: Request): number | null {
  const edit = new URL(request.url).searchParams.get('edit');
  return edit === null ? null : (wholeNumber(edit) ?? null);
}

/** The forms' fields as typed: the API judges them (any digits) and answers in the page's language. */
async function posted(args: StaffRouteArgs) {
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const id = wholeNumber(text('id'));
  return { form, text, id };
}

/** The uploaded file, base64 for the API (empty: none chosen, which the API refuses in the language). */
async function pictureOf(form: FormData): Promise<string> {
  const file = form.get('file');
  return file instanceof File && file.size > 0
    ? Buffer.from(await file.arrayBuffer()).toString('base64')
    : '';
}

/**
 * Each row's forms name their intent and the row (`visibility:12`), so a page drawn without scripts
 * shows the answer beside the form that was sent. A refused form keeps what was typed; a conflict says
 * who saved first and what they changed.
 */
function answer<K extends OperationName>(
  intent: string,
  form: FormData,
  { status, envelope }: StaffAnswer<K>,
) {
  const result = apiResult(intent, status, { ...envelope, data: null });
  if (result.ok) return result;
  return {
    ...result,
    validation: status === 409 ? [result.message, ...result.validation] : result.validation,
    values: Object.fromEntries(
      [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    ),
  } satisfies FormResult<null>;
}

export async function categoriesAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'catalogue.taxonomy');
  const { form, text, id } = await posted(args);
  const intent = text('intent');
  const names = { nameEn: text('nameEn'), nameAr: text('nameAr') };
  if (intent === 'create') {
    const body = { ...names, parentId: text('parentId'), hidden: form.get('hidden') === 'on' };
    return answer(intent, form, await api.op('staffCreateCategory', { body }));
  }
  if (id === undefined) throw data(null, { status: 400 });
  const params = { id };
  const version = text('version');
  const tagged = `${intent}:${id}`;
  switch (intent) {
    case 'edit':
      return answer(
        tagged,
        form,
        await api.op('staffEditCategory', {
          params,
          body: { ...names, version, parentId: text('parentId') },
        }),
      );
    case 'visibility':
      return answer(
        tagged,
        form,
        await api.op('staffCategoryVisibility', { params, body: { version, hidden: text('hidden') } }),
      );
    case 'order':
      return answer(
        tagged,
        form,
        await api.op('staffCategoryOrder', {
          params,
          body: { version, direction: text('direction') === 'up' ? 'up' : 'down' },
        }),
      );
    case 'delete':
      return answer(tagged, form, await api.op('staffDeleteCategory', { params, body: { version } }));
    case 'picture':
    case 'removePicture':
      return answer(
        tagged,
        form,
        await api.op('staffCategoryPicture', {
          params,
          body:
            intent === 'picture' ? { version, picture: await pictureOf(form) } : { version, remove: 'on' },
        }),
      );
    case 'moveProducts':
      return answer(
        tagged,
        form,
        await api.op('staffMoveCategoryProducts', { params, body: { version, to: text('to') } }),
      );
    default:
      throw data(null, { status: 400 });
  }
}

export async function brandsAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'catalogue.taxonomy');
  const { form, text, id } = await posted(args);
  const intent = text('intent');
  const names = { nameEn: text('nameEn'), nameAr: text('nameAr') };
  if (intent === 'create') {
    const body = { ...names, hidden: form.get('hidden') === 'on' };
    return answer(intent, form, await api.op('staffCreateBrand', { body }));
  }
  if (id === undefined) throw data(null, { status: 400 });
  const params = { id };
  const version = text('version');
  const tagged = `${intent}:${id}`;
  switch (intent) {
    case 'edit':
      return answer(tagged, form, await api.op('staffEditBrand', { params, body: { ...names, version } }));
    case 'visibility':
      return answer(
        tagged,
        form,
        await api.op('staffBrandVisibility', { params, body: { version, hidden: text('hidden') } }),
      );
    case 'delete':
      return answer(tagged, form, await api.op('staffDeleteBrand', { params, body: { version } }));
    case 'picture':
    case 'removePicture':
      return answer(
        tagged,
        form,
        await api.op('staffBrandPicture', {
          params,
          body:
            intent === 'picture' ? { version, picture: await pictureOf(form) } : { version, remove: 'on' },
        }),
      );
    case 'moveProducts':
      return answer(
        tagged,
        form,
        await api.op('staffMoveBrandProducts', { params, body: { version, to: text('to') } }),
      );
    default:
      throw data(null, { status: 400 });
  }
}
