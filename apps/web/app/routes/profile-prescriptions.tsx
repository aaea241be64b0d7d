import { useLocation } from 'react-router';
import { currentProfileTab } from '../features/accounts/profile-tabs.ts';
import { storePhone } from '../features/contact/index.ts';
import { useT } from '../i18n/i18n.ts';
import { PhoneIcon } from '../ui/icons.tsx';

/**
 * Tabs 7 (upload a prescription) and 8 (prescription orders): the API has no prescriptions yet, so
 * the page says so and offers the hotline instead of a form that could not send.
 */
export default function ProfilePrescriptions() {
  const t = useT('account');
  const { pathname } = useLocation();
  const title = currentProfileTab(pathname) === 7 ? t('tabUploadPrescription') : t('tabPrescriptionOrder');
  return (
    <section
      aria-labelledby="prescriptions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 desk:p-6"
    >
      <h2 id="prescriptions-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 rounded-xl bg-brand-50 p-4">
        <p className="font-semibold text-brand-900">{t('prescriptionsSoonTitle')}</p>
        <p className="mt-1 text-slate-700">{t('prescriptionsSoon', { phone: storePhone })}</p>
      </div>
      <a
        href={`tel:${storePhone}`}
        className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        <PhoneIcon className="size-5" />
        {t('callHotline', { phone: storePhone })}
      </a>
    </section>
  );
}
