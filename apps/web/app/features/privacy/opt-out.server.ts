import type { Lang, OptOutState } from '@store/contract';
import type { StoreApi } from '../../lib/api/store-api.server.ts';

/**
 * The one-tap opt-out page of a marketing message (docs/decisions/0089): its copy comes with the
 * page's data (not the language chunk every storefront page loads).
 */
export const optOutCopy = {
  en: {
    title: 'Stop marketing messages',
    ask_sms: 'Stop our marketing text messages (SMS) to your phone?',
    ask_email: 'Stop our marketing e-mails to your address?',
    explain:
      'Messages about your account and your orders keep coming. You can agree again at any time on the "My data" page.',
    confirm: 'Stop these messages',
    done_sms: 'Done: you will get no more marketing text messages from us.',
    done_email: 'Done: you will get no more marketing e-mails from us.',
    myData: 'My data',
    home: 'Go to the store',
  },
  ar: {
    title: 'إيقاف الرسائل التسويقية',
    ask_sms: 'هل تريد إيقاف رسائلنا النصية التسويقية إلى هاتفك؟',
    ask_email: 'هل تريد إيقاف رسائل البريد الإلكتروني التسويقية إلى عنوانك؟',
    explain: 'ستظل رسائل حسابك وطلباتك تصلك. يمكنك الموافقة من جديد في أي وقت من صفحة «بياناتي».',
    confirm: 'إيقاف هذه الرسائل',
    done_sms: 'تم: لن تصلك منا رسائل نصية تسويقية بعد الآن.',
    done_email: 'تم: لن تصلك منا رسائل بريد إلكتروني تسويقية بعد الآن.',
    myData: 'بياناتي',
    home: 'الذهاب إلى المتجر',
  },
} as const;
export type OptOutCopy = (typeof optOutCopy)[Lang];

export interface OptOutPage {
  copy: OptOutCopy;
  state: OptOutState | null;
  /** The API's message when the link is unknown or expired, or once withdrawn. */
  message: string | null;
  done: boolean;
}

/** GET: what the link withdraws; nothing changes (a mail scanner following links withdraws nothing). */
export async function loadOptOut(api: StoreApi, lang: Lang, token: string): Promise<OptOutPage> {
  const { status, envelope } = await api.op('optOut', { params: { token } });
  const state = status === 200 && envelope.data ? envelope.data.optOut : null;
  return {
    copy: optOutCopy[lang],
    state,
    message: state ? null : envelope.message,
    done: state?.used ?? false,
  };
}

/** POST (the page's button, or a mail app's one-click per RFC 8058): withdraws the consent. */
export async function optOutAction(api: StoreApi, lang: Lang, token: string): Promise<OptOutPage> {
  const { status, envelope } = await api.op('useOptOut', { params: { token } });
  const state = status === 200 && envelope.data ? envelope.data.optOut : null;
  return { copy: optOutCopy[lang], state, message: envelope.message, done: state?.used ?? false };
}
