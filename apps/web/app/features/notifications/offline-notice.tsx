import { useT } from '../../i18n/i18n.ts';

/**
 * Shown while `html[data-offline]` is set: by the service worker on a kept page it serves offline
 * (before any script runs), and by store-worker.ts when the connection goes.
 */
export function OfflineNotice() {
  const t = useT('notifications');
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className="hidden bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 [html[data-offline]_&]:block"
    >
      {t('offlineNotice')}
    </p>
  );
}
