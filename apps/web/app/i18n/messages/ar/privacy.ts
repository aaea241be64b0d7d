import type { privacy as english } from '../en/privacy.ts';

/** Copy of the profile's "My data" page (docs/decisions/0067): consents, the download, deleting the account. */
export const privacy = {
  title: 'بياناتي',
  intro:
    'ما نحتفظ به عنك: ملفك الشخصي وعناوينك وطلباتك ومدفوعاتك وروشتاتك وملفاتها ورسائل الدعم والإشعارات واختياراتك أدناه.',
  consentsTitle: 'اختياراتك',
  consentsIntro: 'يمكنك منح أي منها أو سحبه في أي وقت.',
  privacyGiven: 'وافقت على إشعار الخصوصية (الإصدار {version}).',
  privacyNotGiven: 'لم توافق على إشعار الخصوصية بعد.',
  kind_marketing_sms: 'العروض عبر الرسائل النصية',
  kind_marketing_whatsapp: 'العروض عبر واتساب',
  kind_marketing_email: 'العروض عبر البريد الإلكتروني',
  kind_marketing_push: 'العروض كإشعارات',
  kind_health_data: 'استخدام بياناتي الصحية (الروشتات) لتجهيز طلباتي',
  saveConsents: 'حفظ اختياراتي',
  consentsSaved: 'تم حفظ اختياراتك.',
  downloadTitle: 'تنزيل بياناتي',
  downloadIntro: 'ملف مضغوط فيه كل بياناتك كملفات JSON والملفات التي رفعتها.',
  download: 'تنزيل بياناتي',
  deleteTitle: 'حذف حسابي',
  deleteIntro:
    'يُمحى اسمك وهاتفك وبريدك الإلكتروني وعناوينك وروشتاتك ورسائلك ويتم تسجيل خروجك من كل الأجهزة. تبقى طلباتك في حساباتنا بدون اسمك. لا يمكن التراجع عن ذلك.',
  sendCode: 'أرسل لي رمزًا',
  codeLabel: 'الرمز المرسل إلى هاتفك',
  confirmLabel: 'أفهم أن حسابي سيُحذف نهائيًا',
  confirmRequired: 'ضع علامة في المربع للتأكيد',
  deleteAccount: 'حذف حسابي',
} as const satisfies Record<keyof typeof english, string>;
