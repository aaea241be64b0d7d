import type { NotificationSettings } from '@store/contract';
import { useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { enablePush, type PushState, pushState } from './push-client.ts';

/**
 * The profile's notification channels: push and SMS as checkboxes, the inbox always on. A plain form
 * post (works without scripts); with scripts, turning push on also asks this browser for permission
 * (the press is the moment the customer asked for it) and subscribes it.
 */
export function NotificationSettingsForm({
  settings,
  pageResult,
}: {
  settings: NotificationSettings;
  pageResult: FormResult | undefined;
}) {
  const t = useT('notifications');
  const lang = useLang();
  const saver = useFormAction({ key: 'notification-settings', intent: 'settings' });
  useFormResult(saver.result ?? pageResult);
  const [browser, setBrowser] = useState<PushState | 'failed' | null>(null);
  useEffect(() => setBrowser(pushState()), []);

  const box = 'mt-1 size-5 shrink-0 accent-brand-600';
  const row = 'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4';
  return (
    <saver.fetcher.Form
      method="post"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        const push = new FormData(event.currentTarget).get('push');
        if (push && pushState() === 'default') void enablePush(lang).then(setBrowser);
      }}
    >
      <input type="hidden" name="intent" value="settings" />
      <p className="text-slate-700">{t('settingsIntro')}</p>
      <label className={row}>
        <input type="checkbox" name="push" value="true" defaultChecked={settings.push} className={box} />
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-slate-900">{t('settingPush')}</span>
          <span className="text-sm text-slate-600">{t('settingPushHint')}</span>
          {browser === 'denied' && (
            <span className="text-sm font-semibold text-amber-800" role="status">
              {t('pushBlocked')}
            </span>
          )}
          {browser === 'unsupported' && (
            <span className="text-sm text-slate-500">{t('pushUnsupported')}</span>
          )}
          {browser === 'failed' && (
            <span className="text-sm font-semibold text-amber-800" role="status">
              {t('pushFailed')}
            </span>
          )}
        </span>
      </label>
      <label className={row}>
        <input type="checkbox" name="sms" value="true" defaultChecked={settings.sms} className={box} />
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-slate-900">{t('settingSms')}</span>
          <span className="text-sm text-slate-600">{t('settingSmsHint')}</span>
        </span>
      </label>
      <label className={`${row} bg-slate-50`}>
        <input type="checkbox" checked disabled readOnly className={box} />
        <span className="font-semibold text-slate-700">{t('settingInbox')}</span>
      </label>
      <div>
        <button
          type="submit"
          disabled={saver.sending}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-8 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('saveSettings')}
        </button>
      </div>
    </saver.fetcher.Form>
  );
}
