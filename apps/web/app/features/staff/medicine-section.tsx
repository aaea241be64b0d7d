import { maxPerOrderLimit, medicineClasses } from '@store/contract';
import { formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { CatalogueProductData } from './catalogue.server.ts';
import { primary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * What a pharmacist allows online of a product (docs/decisions/0054): its medicine class and its
 * largest quantity per order. Pharmacists and admins change them (a plain form: it works without
 * scripts, the API judges what is typed in any digits); everyone else reads them.
 */
export function MedicineSection({
  product,
  mayClassify,
}: {
  product: Pick<CatalogueProductData['product'], 'medicineClass' | 'maxPerOrder' | 'weighted'>;
  mayClassify: boolean;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const save = useFormAction<null>({ key: 'medicine', intent: 'medicine' });
  const refused = save.result && !save.result.ok ? save.result : undefined;
  const limit =
    product.maxPerOrder === null
      ? t('medicineNoLimit')
      : t('medicineLimitShown', { count: formatNumber(product.maxPerOrder, lang) });
  if (!mayClassify)
    return (
      <section className={`${card} mt-4`} aria-labelledby="medicine-title">
        <h2 id="medicine-title" className="text-lg font-bold">
          {t('medicineTitle')}
        </h2>
        <p>{t(`medicineClass_${product.medicineClass}`)}</p>
        <p className="text-slate-700">{limit}</p>
      </section>
    );
  return (
    <save.fetcher.Form
      method="post"
      className={`${card} mt-4 grid gap-4 sm:grid-cols-2`}
      aria-labelledby="medicine-title"
      key={`${product.medicineClass}-${product.maxPerOrder}`}
    >
      <h2 id="medicine-title" className="text-lg font-bold sm:col-span-2">
        {t('medicineTitle')}
      </h2>
      <input type="hidden" name="intent" value="medicine" />
      <FormField
        label={t('medicineClassLabel')}
        name="medicineClass"
        defaultValue={refused?.values?.medicineClass ?? product.medicineClass}
        control={{
          select: medicineClasses.map((name) => ({ value: name, label: t(`medicineClass_${name}`) })),
        }}
      />
      <FormField
        label={t('medicineMaxLabel')}
        hint={t('medicineMaxHint', { max: formatNumber(maxPerOrderLimit, lang) })}
        name="maxPerOrder"
        inputMode="numeric"
        required={false}
        defaultValue={
          refused?.values?.maxPerOrder ??
          (product.maxPerOrder === null ? '' : formatNumber(product.maxPerOrder, lang))
        }
      />
      <ResultNotice result={save.result} className="sm:col-span-2" />
      <div>
        <button type="submit" className={primary} disabled={save.sending}>
          {save.sending ? t('sending') : t('medicineSave')}
        </button>
      </div>
    </save.fetcher.Form>
  );
}
