import { medicineClasses, type OperationData, staffProductFilters, staffStockFilters } from '@store/contract';
import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The products list: the query string is the filter (a GET form, so it works without
 * scripts and a link keeps it); `after` pages on by product number.
 */
export async function loadCatalogue(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'catalogue.read');
  const search = new URL(args.request.url).searchParams;
  const stock = search.get('stock');
  const product = search.get('product');
  const filter = {
    q: search.get('q')?.trim().slice(0, 100) || undefined,
    branchId: wholeNumber(search.get('branchId')),
    categoryId: wholeNumber(search.get('categoryId')),
    brandId: wholeNumber(search.get('brandId')),
    stock: staffStockFilters.find((name) => name === stock),
    product: staffProductFilters.find((name) => name === product),
    after: wholeNumber(search.get('after'), 0),
  };
  // Brands and categories chosen by name (the editor's choices), not typed as numbers.
  const [found, choices] = await Promise.all([api.catalogue(filter), api.catalogueChoices()]);
  return { staff, branches, filter, choices, ...found };
}
export type CatalogueData = Awaited<ReturnType<typeof loadCatalogue>>;

/** A product's rows at the member's branches, and the stock ledger of one of them (`?branch=`). */
export async function loadCatalogueProduct(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'catalogue.read');
  const id = wholeNumber(args.params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const search = new URL(args.request.url).searchParams;
  const product = await api.catalogueProduct(id);
  const wanted = wholeNumber(search.get('branch'));
  const ledgerBranch = product.branches.find((row) => row.branchId === wanted) ?? product.branches[0] ?? null;
  const [ledger, batches] = ledgerBranch
    ? await Promise.all([
        api.stockLedger(id, ledgerBranch.branchId, wholeNumber(search.get('before'))),
        api.stockBatches(id, ledgerBranch.branchId),
      ])
    : [null, null];
  return { staff, product, ledgerBranchId: ledgerBranch?.branchId ?? null, ledger, batches };
}
export type CatalogueProductData = Awaited<ReturnType<typeof loadCatalogueProduct>>;

/** What a recall answers: the batch, what left the level, who received it (docs/decisions/0075). */
export type StaffRecallResult = NonNullable<OperationData<'staffRecallBatch'>>;
/** What a recall at every branch answers: each branch's result (docs/decisions/0079). */
export type StaffChainRecallResult = NonNullable<OperationData<'staffRecallBatchChain'>>;
type ActionData = { branchId: number; recall?: StaffRecallResult; chain?: StaffChainRecallResult };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Who may send each recall form; the other forms edit stock. */
const recallActions = { recall: 'medicines.recall', 'recall-chain': 'medicines.recallChain' } as const;

/**
 * The product page's forms: `intent=edit` (price, old price, offer, not sold here, from `version`)
 * and `intent=stock` (add, take away or set the counted quantity, with a reason). The API judges
 * every value; its messages come back in the page language. A refused edit because someone else
 * saved first shows who and what changed (the 409's message and lines).
 */
export async function catalogueProductAction(args: StaffRouteArgs): Promise<FormResult<ActionData | null>> {
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  if (intent === 'medicine') return medicineAction(args, form);
  // A recall is a pharmacist's act (docs/decisions/0075; across the chain an admin's, 0079); the
  // other forms edit stock.
  const { api } = requireStaff(args, recallActions[intent as keyof typeof recallActions] ?? 'catalogue.edit');
  const id = wholeNumber(args.params.id);
  const branchId = wholeNumber(text(form, 'branchId'));
  if (id === undefined || branchId === undefined) throw data(null, { status: 400 });
  let answer: Awaited<
    ReturnType<
      | typeof api.adjustStock
      | typeof api.editBranchRow
      | typeof api.receiveBatch
      | typeof api.recallBatch
      | typeof api.recallBatchChain
      | typeof api.writeOffBatch
    >
  >;
  let recall: StaffRecallResult | undefined;
  let chain: StaffChainRecallResult | undefined;
  if (intent === 'batch') {
    const note = text(form, 'note');
    answer = await api.receiveBatch(id, branchId, {
      batch: text(form, 'batch'),
      expiry: text(form, 'expiry'),
      quantity: text(form, 'quantity'),
      ...(note !== '' && { note }),
    });
  } else if (intent === 'recall') {
    const recalled = await api.recallBatch(id, branchId, {
      batch: text(form, 'batch'),
      note: text(form, 'note'),
    });
    answer = recalled;
    if (recalled.status === 200 && recalled.envelope.data) recall = recalled.envelope.data;
  } else if (intent === 'recall-chain') {
    const recalled = await api.recallBatchChain(id, { batch: text(form, 'batch'), note: text(form, 'note') });
    answer = recalled;
    if (recalled.status === 200 && recalled.envelope.data) chain = recalled.envelope.data;
  } else if (intent === 'write-off') {
    answer = await api.writeOffBatch(id, branchId, {
      batch: text(form, 'batch'),
      disposal: text(form, 'disposal') as 'destroyed',
      note: text(form, 'note'),
    });
  } else if (intent === 'edit') {
    const oldPrice = text(form, 'oldPrice');
    const offerTypeId = text(form, 'offerTypeId');
    answer = await api.editBranchRow(id, branchId, {
      version: text(form, 'version'),
      price: text(form, 'price'),
      oldPrice: oldPrice === '' ? null : oldPrice,
      ...(offerTypeId !== '' && { offerTypeId }),
      notSold: form.get('notSold') === 'on',
    });
  } else if (intent === 'stock') {
    const kind = text(form, 'kind');
    const quantity = text(form, 'quantity');
    const note = text(form, 'note');
    answer = await api.adjustStock(id, branchId, {
      ...(kind === 'count'
        ? { counted: quantity }
        : { delta: kind === 'remove' && quantity !== '' ? `-${quantity}` : quantity }),
      reason: text(form, 'reason'),
      ...(note !== '' && { note }),
    });
  } else throw data(null, { status: 400 });
  const { status, envelope } = answer;
  const result = apiResult(`${intent}-${branchId}`, status, {
    ...envelope,
    data: status === 200 ? { branchId, ...(recall && { recall }), ...(chain && { chain }) } : null,
  });
  if (result.ok) return result;
  // A conflict says who saved first (the message) and what they changed (the lines): both shown.
  const lines = status === 409 ? [result.message, ...result.validation] : result.validation;
  return {
    ...result,
    validation: lines,
    values: Object.fromEntries(
      [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    ),
  };
}

/**
 * `intent=medicine` (pharmacists and admins, docs/decisions/0054): the product's class and its largest
 * quantity per order as typed (blank: no limit); the API judges both in the page's language.
 */
async function medicineAction(args: StaffRouteArgs, form: FormData): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'medicines.classify');
  const id = wholeNumber(args.params.id);
  const medicineClass = medicineClasses.find((name) => name === text(form, 'medicineClass'));
  if (id === undefined || medicineClass === undefined) throw data(null, { status: 400 });
  const { status, envelope } = await api.medicineClass(id, {
    medicineClass,
    maxPerOrder: text(form, 'maxPerOrder'),
  });
  const result = apiResult('medicine', status, { ...envelope, data: null });
  if (result.ok) return result;
  return { ...result, values: { maxPerOrder: text(form, 'maxPerOrder'), medicineClass } };
}
