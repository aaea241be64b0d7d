import { keepPickOrder, movePick } from '@store/contract';
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
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * What the home shows besides its carousel (docs/decisions/0086): the popular categories grid's
 * categories, ticked in the category tree, and the deals slider's products, found by the console's
 * product search; each in order, moved up or down.
 */
export async function loadHomePicks(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'content.manage');
  const [picks, choices] = await Promise.all([api.homePicks(), api.catalogueChoices()]);
  return {
    staff,
    ...picks,
    tree: choices.categories,
    productChoices: picks.products.map((p) => ({ id: p.id, name: p.name, chosen: true })),
  };
}
export type HomePicksData = Awaited<ReturnType<typeof loadHomePicks>>;

/**
 * The screen's forms: `categories` and `products` save the ticked ones (those kept in their order,
 * the newly ticked after them); `products` with its Find button searches instead; `category-move` and
 * `product-move` move one place up or down. Each posts the list's version it was shown with
 * (docs/decisions/0092): another's save since then is a 409 whose message the form shows.
 */
export async function homePicksAction(args: StaffRouteArgs): Promise<FormResult<ProductPickerData | null>> {
  const { api } = requireStaff(args, 'content.manage');
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  // The list's version the screen was opened with: the API refuses (409) a save based on an older one.
  const version = wholeNumber(text('version'), 0) ?? 0;
  if (intent === 'products' && form.get('find') !== null) return findProducts(api, intent, form);
  const saved = await api.homePicks();
  const savedCategories = saved.categories.map((c) => c.id);
  const savedProducts = saved.products.map((p) => p.id);
  // The ticked ones: those already picked keep their places, the newly ticked come after them.
  const ticked = (name: 'categoryIds' | 'productIds') =>
    keepPickOrder(name === 'categoryIds' ? savedCategories : savedProducts, postedIds(form, name));
  if (intent === 'categories') {
    const { status, envelope } = await api.op('staffSaveFeaturedCategories', {
      body: { categoryIds: ticked('categoryIds'), version },
    });
    const result = apiResult(intent, status, { ...envelope, data: null });
    return result.ok ? result : { ...result, values: postedValues(form) };
  }
  if (intent === 'products') {
    const { status, envelope } = await api.op('staffSaveDealProducts', {
      body: { productIds: ticked('productIds'), version },
    });
    const result = apiResult(intent, status, { ...envelope, data: null });
    if (result.ok) return result;
    return {
      ...result,
      values: postedValues(form),
      data: { products: await productChoices(api, postedIds(form)) },
    };
  }
  const id = wholeNumber(text('id'));
  const direction = text('direction') === 'up' ? 'up' : 'down';
  if (id === undefined) throw data(null, { status: 400 });
  if (intent === 'category-move') {
    const { status, envelope } = await api.op('staffSaveFeaturedCategories', {
      body: { categoryIds: movePick(savedCategories, id, direction), version },
    });
    return apiResult(`${intent}:${id}`, status, { ...envelope, data: null });
  }
  if (intent === 'product-move') {
    const { status, envelope } = await api.op('staffSaveDealProducts', {
      body: { productIds: movePick(savedProducts, id, direction), version },
    });
    return apiResult(`${intent}:${id}`, status, { ...envelope, data: null });
  }
  throw data(null, { status: 400 });
}
