import { useT } from '../../i18n/i18n.ts';

export function StoreFooter() {
  const t = useT();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page py-10 text-sm">{t('footerAbout')}</div>
    </footer>
  );
}
