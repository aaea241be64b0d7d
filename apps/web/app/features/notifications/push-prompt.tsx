import { useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/i18n.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { enablePush, type PushState, pushState } from './push-client.ts';

const dismissedKey = 'store:push-prompt-dismissed';
/** "Not now" is respected for a month. */
const quietDays = 30;

/**
 * After an order is placed (the moment a customer has a reason to want updates, never on arrival):
 * an offer to turn notifications on. The browser's own question comes only when the button is
 * pressed. Shown only when the browser can and has not been asked; an already allowed browser is
 * subscribed quietly (a new order, a fresh subscription).
 */
export default function PushPrompt() {
  const t = useT('notifications');
  const lang = useLang();
  const [state, setState] = useState<PushState | 'failed' | 'hidden'>('hidden');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const now = pushState();
    if (now === 'granted') {
      void enablePush(lang);
      return;
    }
    const dismissed = Number(localStorage.getItem(dismissedKey) ?? 0);
    if (now === 'default' && Date.now() - dismissed > quietDays * 86_400_000) setState('default');
  }, [lang]);

  if (state === 'hidden' || state === 'unsupported') return null;
  if (state === 'granted')
    return (
      <p
        role="status"
        className="mx-auto mb-12 max-w-xl rounded-xl bg-emerald-50 px-4 py-3 text-center text-sm font-semibold text-emerald-900"
      >
        {t('promptDone')}
      </p>
    );
  return (
    <section
      aria-labelledby="push-prompt-title"
      data-testid="push-prompt"
      className="mx-4 mb-12 flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center sm:mx-auto"
    >
      <BellIcon className="size-8 text-brand-700" />
      <h2 id="push-prompt-title" className="text-lg font-bold text-slate-900">
        {t('promptTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('promptText')}</p>
      {(state === 'denied' || state === 'failed') && (
        <p role="status" className="text-sm font-semibold text-amber-800">
          {t(state === 'denied' ? 'pushBlocked' : 'pushFailed')}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setState(await enablePush(lang));
            setBusy(false);
          }}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('promptAccept')}
        </button>
        <button
          type="button"
          onClick={() => {
            localStorage.setItem(dismissedKey, String(Date.now()));
            setState('hidden');
          }}
          className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 text-sm font-bold text-slate-800 hover:bg-slate-50"
        >
          {t('promptLater')}
        </button>
      </div>
    </section>
  );
}
