/**
 * Every message the API sends and the web shows about the contract lives here, in both languages,
 * so a rule and its wording change in one place. The web's page copy lives in apps/web.
 */
export const languages = ['en', 'ar'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the language from a `content-language` / `accept-language` style header: 'ar', 'ar-EG', 'en-US,en'. */
export function langFromHeader(header: string | undefined | null): Lang {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : defaultLang;
}

const en = {
  ok: 'Success',
  'error.loginFirst': 'Please Login First',
  'error.notFound': 'Not found',
  'error.routeNotFound': 'The requested API route does not exist',
  'error.productNotFound': 'Product not found',
  'error.productNotInBranch': 'Product Not Exist in Branch',
  'error.categoryNotFound': 'Category not found',
  'error.districtNotFound': 'District not found',
  'error.branchNotFound': 'Branch not found',
  'error.recipeNotFound': 'Recipe not found',
  'error.offerTypeNotFound': 'Offer type not found',
  'error.malformedBody': 'The request body could not be read',
  'error.unsupportedMediaType': 'Unsupported content type',
  'error.bodyTooLarge': 'The request body is too large',
  'error.validation': 'Please check the highlighted fields',
  'error.rateLimited': 'Too many requests, please try again in {seconds} seconds',
  'error.internal': 'Something went wrong, please try again',
  'error.identityRequired': 'A deviceId header or a login is required',
  'branch.selected': 'Branch changed successfully',
  'validation.required': 'Please input {label}',
  'validation.invalid': '{label} is not valid',
  'validation.integer': '{label} must be a whole number',
  'validation.number': '{label} must be a number',
  'validation.min': '{label} must be at least {min}',
  'validation.max': '{label} must be at most {max}',
  'validation.oneOf': '{label} must be one of {options}',
  'validation.tooShort': '{label} must be at least {min} characters',
  'validation.tooLong': '{label} must be at most {max} characters',
  'validation.tooMany': '{label} can have at most {max} entries',
  'validation.priceRange': 'The lowest price cannot be above the highest price',
  'validation.unknownField': '{label} is not expected here',
  'field.id': 'Id',
  'field.page': 'Page',
  'field.size': 'Page size',
  'field.sort': 'Sort',
  'field.level': 'Category level',
  'field.categoryIds': 'Categories',
  'field.brandIds': 'Brands',
  'field.priceFrom': 'Lowest price',
  'field.priceTo': 'Highest price',
  'field.deal': 'Deals',
  'field.keyword': 'Search text',
  'field.branchId': 'Branch',
  'field.override': 'Override',
  'field.offer_type_id': 'Offer type',
  'field.deviceId': 'Device id',
  'field.web': 'Web flag',
  'field.name': 'Name',
  'field.mobile': 'Phone',
  'field.email': 'E-mail',
  'field.message': 'Message',
  'contact.sent': 'Thank you, your message has been sent. We will contact you soon.',
  'contact.emailInvalid': 'Email Address is not a valid email',
  'contact.phoneRequired': 'Please enter the phone number',
  'contact.phoneTooShort': 'The phone must consist of at least 8 numbers',
  'contact.phoneTooLong': 'The phone cannot be longer than 11 digits',
  'contact.phoneDigits': 'The phone number must contain only numbers.',
} as const;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  ok: 'تم بنجاح',
  'error.loginFirst': 'من فضلك سجل الدخول أولاً',
  'error.notFound': 'غير موجود',
  'error.routeNotFound': 'مسار الواجهة المطلوب غير موجود',
  'error.productNotFound': 'المنتج غير موجود',
  'error.productNotInBranch': 'المنتج غير موجود في هذا الفرع',
  'error.categoryNotFound': 'القسم غير موجود',
  'error.districtNotFound': 'الحي غير موجود',
  'error.branchNotFound': 'الفرع غير موجود',
  'error.recipeNotFound': 'الوصفة غير موجودة',
  'error.offerTypeNotFound': 'نوع العرض غير موجود',
  'error.malformedBody': 'تعذرت قراءة محتوى الطلب',
  'error.unsupportedMediaType': 'نوع المحتوى غير مدعوم',
  'error.bodyTooLarge': 'محتوى الطلب كبير جداً',
  'error.validation': 'من فضلك راجع الحقول المحددة',
  'error.rateLimited': 'طلبات كثيرة جداً، حاول مرة أخرى بعد {seconds} ثانية',
  'error.internal': 'حدث خطأ ما، من فضلك حاول مرة أخرى',
  'error.identityRequired': 'مطلوب معرّف الجهاز (deviceId) أو تسجيل الدخول',
  'branch.selected': 'تم تغيير الفرع بنجاح',
  'validation.required': 'من فضلك أدخل {label}',
  'validation.invalid': '{label} غير صحيح',
  'validation.integer': '{label} يجب أن يكون رقماً صحيحاً',
  'validation.number': '{label} يجب أن يكون رقماً',
  'validation.min': '{label} يجب ألا يقل عن {min}',
  'validation.max': '{label} يجب ألا يزيد عن {max}',
  'validation.oneOf': '{label} يجب أن يكون أحد القيم: {options}',
  'validation.tooShort': '{label} يجب ألا يقل عن {min} أحرف',
  'validation.tooLong': '{label} يجب ألا يزيد عن {max} حرفاً',
  'validation.tooMany': '{label} لا يمكن أن يزيد عن {max} عناصر',
  'validation.priceRange': 'أقل سعر لا يمكن أن يكون أعلى من أعلى سعر',
  'validation.unknownField': '{label} غير متوقع هنا',
  'field.id': 'المعرّف',
  'field.page': 'الصفحة',
  'field.size': 'حجم الصفحة',
  'field.sort': 'الترتيب',
  'field.level': 'مستوى القسم',
  'field.categoryIds': 'الأقسام',
  'field.brandIds': 'الماركات',
  'field.priceFrom': 'أقل سعر',
  'field.priceTo': 'أعلى سعر',
  'field.deal': 'العروض',
  'field.keyword': 'نص البحث',
  'field.branchId': 'الفرع',
  'field.override': 'التأكيد',
  'field.offer_type_id': 'نوع العرض',
  'field.deviceId': 'معرّف الجهاز',
  'field.web': 'علامة الويب',
  'field.name': 'الاسم',
  'field.mobile': 'رقم الهاتف',
  'field.email': 'البريد الإلكتروني',
  'field.message': 'الرسالة',
  'contact.sent': 'شكراً لك، تم إرسال رسالتك وسنتواصل معك قريباً.',
  'contact.emailInvalid': 'البريد الإلكتروني غير صحيح',
  'contact.phoneRequired': 'من فضلك أدخل رقم الهاتف',
  'contact.phoneTooShort': 'رقم الهاتف يجب ألا يقل عن 8 أرقام',
  'contact.phoneTooLong': 'رقم الهاتف لا يمكن أن يزيد عن 11 رقماً',
  'contact.phoneDigits': 'رقم الهاتف يجب أن يحتوي على أرقام فقط.',
};

export const messages: Record<Lang, Record<MessageKey, string>> = { en, ar };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

export type MessageParams = Record<string, string | number>;

/** The message in the language, with `{name}` placeholders filled. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
