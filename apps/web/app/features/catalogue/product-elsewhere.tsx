import { Form } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { productImage, showPlaceholder } from '../../lib/product-links.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import type { ProductElsewhereData } from './product.server.ts';

/**
 * A product the customer's branch does not sell (a link shared from another branch, or the branch
 * changed since): the product, 'not available at your branch', and the branches that sell it, each
 * with a button that makes it the customer's branch and opens the product there (a plain post).
 */
export default function ProductElsewhere({ product, branches }: ProductElsewhereData) {
  const t = useT('product');
  const lang = useLang();
  return (
    <>
      <Breadcrumb items={[{ label: product.name }]} />
      <div className="container-page mt-4 grid gap-6 pb-12 desk:mt-6 desk:grid-cols-2 desk:gap-10">
        {/* Small on phones, so the notice and the branches show without scrolling. */}
        <div className="mx-auto w-full max-w-48 self-start rounded-2xl border border-slate-200 bg-white p-3 desk:mx-0 desk:max-w-none desk:p-4">
          <img
            src={productImage(product)}
            alt={product.name}
            width={600}
            height={600}
            onError={showPlaceholder}
            className="aspect-square w-full rounded-xl object-contain opacity-60 grayscale"
          />
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">
            <bdi>{product.name}</bdi>
          </h1>
          <div
            role="status"
            data-testid="not-available-here"
            className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
          >
            <AlertIcon className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="font-bold">{t('notAvailableHere')}</p>
              <p className="mt-1 text-sm">{t('notAvailableHereText')}</p>
            </div>
          </div>
          <ul className="flex flex-col gap-3" aria-label={t('notAvailableHere')}>
            {branches.map((branch) => (
              <li
                key={branch.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div>
                  <p className="font-semibold text-slate-900">
                    <bdi>{branch.name}</bdi>
                  </p>
                  <p className={`text-sm ${branch.inStock ? 'text-brand-700' : 'text-slate-600'}`}>
                    {branch.inStock ? t('inStockThere') : t('outOfStockThere')}
                  </p>
                </div>
                <Form method="post" action={`/${lang}/product/${product.id}`} reloadDocument>
                  <input type="hidden" name="intent" value="switch-branch" />
                  <input type="hidden" name="branchId" value={branch.id} />
                  <button
                    type="submit"
                    className="h-11 rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50"
                  >
                    {t('shopAtBranch')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          {product.description && (
            <p className="whitespace-pre-line text-sm text-slate-700">
              <bdi>{product.description}</bdi>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
