import type { PharmacyFacts } from '@store/contract';
import { useLang, useT } from '../../i18n/i18n.ts';
import { strengthText } from './strength-text.ts';

/** A medicine's active ingredients (generic names, strength) and uses, on its product page. */
export function PharmacyFactsSection({ facts }: { facts: PharmacyFacts | null | undefined }) {
  const t = useT('product');
  const lang = useLang();
  if (!facts) return null;
  return (
    <section aria-labelledby="product-pharmacy" className="container-page mt-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 desk:p-6">
        <h2 id="product-pharmacy" className="text-lg font-bold text-slate-900">
          {t('pharmacyFacts')}
        </h2>
        <dl className="mt-2 grid gap-3 text-slate-700">
          {facts.activeIngredients.length > 0 && (
            <div>
              <dt className="font-semibold text-slate-900">{t('activeIngredients')}</dt>
              <dd>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {facts.activeIngredients.map((ingredient) => (
                    <li
                      key={ingredient.id}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                    >
                      {ingredient.name}
                      {ingredient.strength && <span> {strengthText(ingredient.strength, lang)}</span>}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {facts.uses && (
            <div>
              <dt className="font-semibold text-slate-900">{t('uses')}</dt>
              <dd className="mt-1 leading-7">{facts.uses}</dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
