import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useToast } from '../../ui/toast-provider.tsx';

/**
 * What a guest gets for actions that need an account (add to cart, favourites): the warning
 * 'Please Login First' and the login page. The accounts issue adds the signed-in path.
 */
export function useLoginRequired(): () => void {
  const toast = useToast();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    toast(t('pleaseLoginFirst'), 'warning');
    navigate(`/${lang}/login`, { state: { from: `${location.pathname}${location.search}` } });
  }, [toast, t, lang, navigate, location.pathname, location.search]);
}
