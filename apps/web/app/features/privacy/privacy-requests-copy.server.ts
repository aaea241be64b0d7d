import type { Lang } from '@store/contract';

/**
 * The 'my data' page's copy for written requests (docs/decisions/0081), sent with the page's data
 * rather than in the language chunk every storefront page loads (its first-load budget).
 */
const copy = {
  en: {
    requestsTitle: 'Ask about your data',
    requestsIntro:
      'Ask us to correct your data, or object to how we use it. We decide within six working days and answer in your notifications.',
    kindLabel: 'What you ask',
    kind_correction: 'Correct my data',
    kind_objection: 'Object to a use of my data',
    detailsLabel: 'What and why',
    send: 'Send the request',
    listTitle: 'Your requests',
    empty: 'You have made no requests.',
    received: 'Received',
    deadline: 'Answer by',
    answer: 'Our answer',
    automatic: 'Done at once',
    request_access: 'Download of my data',
    request_correction: 'Correction',
    request_deletion: 'Deletion of my account',
    request_objection: 'Objection',
    status_open: 'Being handled',
    status_answered: 'Answered',
    status_refused: 'Refused',
  },
  ar: {
    requestsTitle: 'اطلب بشأن بياناتك',
    requestsIntro:
      'اطلب منا تصحيح بياناتك، أو اعترض على طريقة استخدامنا لها. نبتّ في طلبك خلال ستة أيام عمل ونرد عليك في إشعاراتك.',
    kindLabel: 'ما تطلبه',
    kind_correction: 'تصحيح بياناتي',
    kind_objection: 'الاعتراض على استخدام لبياناتي',
    detailsLabel: 'ماذا ولماذا',
    send: 'إرسال الطلب',
    listTitle: 'طلباتك',
    empty: 'لم تقدم أي طلبات.',
    received: 'تاريخ الاستلام',
    deadline: 'موعد الرد',
    answer: 'ردنا',
    automatic: 'تم فورًا',
    request_access: 'تنزيل بياناتي',
    request_correction: 'تصحيح',
    request_deletion: 'حذف حسابي',
    request_objection: 'اعتراض',
    status_open: 'قيد المعالجة',
    status_answered: 'تم الرد',
    status_refused: 'مرفوض',
  },
} as const;

export type RequestsCopy = Record<keyof (typeof copy)['en'], string>;

export function requestsCopy(lang: Lang): RequestsCopy {
  return copy[lang];
}
