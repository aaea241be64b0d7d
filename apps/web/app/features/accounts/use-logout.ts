import { translate } from '@store/contract';
import { useCallback } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLang } from '../../i18n/i18n.ts';
import { useToast } from '../../ui/toast-provider.tsx';

/**
 * Logs out from anywhere (header menu, drawer, profile tab): posts to /{lang}/logout, whose redirect
 * takes the page home or reloads it. The toast is shown at once: the action clears the session
 * cookie whatever the API says, and the component that asked may be gone after the redirect.
 */
export function useLogout() {
  const lang = useLang();
  const toast = useToast();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const logout = useCallback(() => {
    void fetcher.submit(
      { redirectTo: `${pathname}${search}` },
      { method: 'post', action: `/${lang}/logout` },
    );
    toast(translate(lang, 'account.loggedOut'), 'success');
  }, [fetcher.submit, pathname, search, lang, toast]);
  return { logout, pending: fetcher.state !== 'idle' };
}
