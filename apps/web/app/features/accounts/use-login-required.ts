import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { loginPath } from '../../lib/forms/redirect-to.ts';
import { useToast } from '../../ui/toast-provider.tsx';

/**
 * What a guest gets for actions that need an account (add to cart, favourites): the warning
 * 'Please Login First' and the login page, which brings them back here once they are in.
 */
export function useLoginRequired(): () => void {
  const toast = useToast();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    toast(t('pleaseLoginFirst'), 'warning');
    // Back to this page after the login (`?redirectTo=`, kept through a post without scripts too).
    navigate(loginPath(lang, `${location.pathname}${location.search}`));
  }, [toast, t, lang, navigate, location.pathname, location.search]);
}
