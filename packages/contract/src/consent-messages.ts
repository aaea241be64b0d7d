/** The messages of recorded privacy requests and marketing opt-outs (docs/decisions/0089), spread into the server's. */
export const consentMessagesEn = {
  'privacyRequests.customerNotFound': 'No customer has this phone number or e-mail address',
  'privacyRequests.customerRequired': "Please give the customer's phone number or e-mail address",
  'privacyRequests.channelInvalid': 'Please choose how the request arrived',
  'privacyRequests.anyKindInvalid': 'Please choose access, correction, deletion or objection',
  'privacyRequests.receivedInFuture': 'The day received cannot be in the future',
  'privacyRequests.recorded': 'Request recorded: it is in the queue with its deadline',
  'marketing.channelInvalid': 'Please choose SMS or e-mail',
  'marketing.subjectRequired': 'An e-mail needs a subject in both languages',
  'marketing.smsTooLong': 'An SMS is at most 320 characters, before the opt-out link',
  'marketing.sent': 'Queued for {count} customers who agreed to marketing on this channel',
  'optOut.notFound': 'This opt-out link is not valid',
  'optOut.expired': 'This opt-out link has expired: sign in and use "My data" to stop marketing messages',
  'optOut.done': 'Done: you will get no more marketing messages on this channel',
} as const;

export const consentMessagesAr: Record<keyof typeof consentMessagesEn, string> = {
  'privacyRequests.customerNotFound': 'لا يوجد عميل بهذا الرقم أو البريد الإلكتروني',
  'privacyRequests.customerRequired': 'من فضلك اكتب رقم هاتف العميل أو بريده الإلكتروني',
  'privacyRequests.channelInvalid': 'من فضلك اختر كيف وصل الطلب',
  'privacyRequests.anyKindInvalid': 'من فضلك اختر اطلاعًا أو تصحيحًا أو حذفًا أو اعتراضًا',
  'privacyRequests.receivedInFuture': 'لا يمكن أن يكون يوم الاستلام في المستقبل',
  'privacyRequests.recorded': 'تم تسجيل الطلب: هو في القائمة بموعده',
  'marketing.channelInvalid': 'من فضلك اختر رسالة نصية أو بريدًا إلكترونيًا',
  'marketing.subjectRequired': 'البريد الإلكتروني يحتاج عنوانًا باللغتين',
  'marketing.smsTooLong': 'الرسالة النصية ٣٢٠ حرفًا على الأكثر، قبل رابط إلغاء الاشتراك',
  'marketing.sent': 'جارٍ الإرسال إلى {count} من العملاء الموافقين على الرسائل التسويقية بهذه الوسيلة',
  'optOut.notFound': 'رابط إلغاء الاشتراك هذا غير صالح',
  'optOut.expired': 'انتهت صلاحية رابط إلغاء الاشتراك: سجّل الدخول واستخدم «بياناتي» لإيقاف الرسائل التسويقية',
  'optOut.done': 'تم: لن تصلك رسائل تسويقية أخرى بهذه الوسيلة',
} as const;
