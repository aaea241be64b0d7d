import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { HomePicksData } from './home-picks.server.ts';
import { ProductPicker, TickList } from './product-picker.tsx';
import { primary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { card, RowButton } from './taxonomy-forms.tsx';

const pageLink = 'inline-flex min-h-11 items-center text-brand-800 underline';

/**
 * What the home shows besides its carousel (docs/decisions/0086): the popular categories grid's
 * categories and the deals slider's products, each list in order with its items moved up or down,
 * and a form that picks them (categories ticked in the tree, products found by the console's
 * search). Plain forms that work without scripts.
 */
export function HomePicksScreen({ data }: { data: HomePicksData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t('homePicksTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('homePicksIntro')}</p>
      <Link to={`/${lang}/staff/content`} className={pageLink}>
        {t('homePicksBack')}
      </Link>
      <section className={`${card} mt-4`} aria-labelledby="home-categories">
        <h2 id="home-categories" className="text-xl font-bold">
          {t('homePicksCategoriesTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t('homePicksCategoriesHint')}</p>
        <PickedList
          items={data.categories}
          version={data.categoriesVersion}
          intent="category-move"
          none={t('homePicksCategoriesNone')}
          testId="picked-categories"
        />
        <CategoriesForm data={data} />
      </section>
      <section className={`${card} mt-6`} aria-labelledby="home-deals">
        <h2 id="home-deals" className="text-xl font-bold">
          {t('homePicksDealsTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t('homePicksDealsHint')}</p>
        <PickedList
          items={data.products}
          version={data.productsVersion}
          intent="product-move"
          none={t('homePicksDealsNone')}
          testId="picked-products"
        />
        <DealsForm data={data} />
      </section>
    </div>
  );
}

/** A list in order, each item moved one place up or down. */
function PickedList({
  items,
  version,
  intent,
  none,
  testId,
}: {
  items: { id: number; name: string }[];
  version: number;
  intent: 'category-move' | 'product-move';
  none: string;
  testId: string;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  if (items.length === 0) return <p className="mt-3 font-semibold">{none}</p>;
  return (
    <ol className="mt-3 grid gap-2" data-testid={testId}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2"
        >
          <span className="min-w-12 text-sm text-slate-700">
            {t('homePicksPosition', {
              position: formatNumber(index + 1, lang),
              count: formatNumber(items.length, lang),
            })}
          </span>
          <bdi className="me-auto font-semibold">{item.name}</bdi>
          <div className="flex flex-wrap gap-2">
            {index > 0 && (
              <RowButton
                intent={intent}
                id={item.id}
                version={version}
                fields={{ direction: 'up' }}
                label={t('carouselUp')}
                ariaLabel={`${t('carouselUp')}: ${item.name}`}
              />
            )}
            {index < items.length - 1 && (
              <RowButton
                intent={intent}
                id={item.id}
                version={version}
                fields={{ direction: 'down' }}
                label={t('carouselDown')}
                ariaLabel={`${t('carouselDown')}: ${item.name}`}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The category tree, the grid's categories ticked. */
function CategoriesForm({ data }: { data: HomePicksData }) {
  const t = useStaffT();
  const save = useFormAction<unknown>({ intent: 'categories' });
  const saved = data.categories.map((c) => c.id);
  const typed = save.result && !save.result.ok ? save.result.values?.categoryIds : undefined;
  const picked = new Set(typed === undefined ? saved : typed.split(',').filter(Boolean).map(Number));
  return (
    <save.fetcher.Form
      method="post"
      className="mt-4 grid gap-3"
      key={`${saved.join(',')}:${data.categoriesVersion}`}
    >
      <input type="hidden" name="intent" value="categories" />
      <input type="hidden" name="version" value={data.categoriesVersion} />
      <TickList legend={t('homePicksCategoryTree')} name="categoryIds" options={data.tree} picked={picked} />
      <ResultNotice result={save.result} />
      <div>
        <button type="submit" className={primary} disabled={save.sending}>
          {save.sending ? t('sending') : t('homePicksSaveCategories')}
        </button>
      </div>
    </save.fetcher.Form>
  );
}

/** The slider's products: the chosen ones ticked, and the console's product search. */
function DealsForm({ data }: { data: HomePicksData }) {
  const t = useStaffT();
  const save = useFormAction<unknown>({ intent: 'products' });
  const shown = (name: string, saved: string) => save.result?.values?.[name] ?? saved;
  return (
    <save.fetcher.Form
      method="post"
      className="mt-4 grid gap-3"
      key={`${data.products.map((p) => p.id).join(',')}:${data.productsVersion}`}
    >
      {/* Enter in the form saves; the search box's Enter searches (the picker's own button). */}
      <button type="submit" hidden tabIndex={-1} />
      <input type="hidden" name="intent" value="products" />
      <input type="hidden" name="version" value={data.productsVersion} />
      <ProductPicker
        legend={t('homePicksDealsPicker')}
        none={t('homePicksDealsNone')}
        products={data.productChoices}
        shown={shown}
        answer={save.result}
      />
      <ResultNotice result={save.result} />
      <div>
        <button type="submit" className={primary} disabled={save.sending}>
          {save.sending ? t('sending') : t('homePicksSaveDeals')}
        </button>
      </div>
    </save.fetcher.Form>
  );
}
