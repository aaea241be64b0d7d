import type { CategoryNode } from '@store/contract';
import { Link, useLocation } from 'react-router';
import { switchLangPath, useLang, useT } from '../../i18n/i18n.ts';

export interface StoreHeaderProps {
  categories: Promise<CategoryNode[]>;
  branchName: string;
}

export function StoreHeader({ branchName }: StoreHeaderProps) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-4 py-3">
        <Link to={`/${lang}/`} className="text-xl font-extrabold text-brand-700">
          {t('storeName')}
        </Link>
        <span className="text-sm text-slate-500">{branchName}</span>
        <Link
          className="ms-auto text-sm font-semibold"
          to={switchLangPath(location.pathname, location.search, lang === 'en' ? 'ar' : 'en')}
          lang={lang === 'en' ? 'ar' : 'en'}
        >
          {t('switchLanguage')}
        </Link>
      </div>
    </header>
  );
}
