/**
 * Every message the API sends and the web shows about the contract lives here, in both languages,
 * so a rule and its wording change in one place. The web's page copy lives in apps/web.
 */
import { type Lang, localeOf } from './lang.ts';
import type { ServerMessageKey } from './server-messages.ts';

export * from './lang.ts';

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
  'error.badUrl': 'The address of this request is not valid',
  'error.urlTooLong': 'A part of the address of this request is too long',
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
  'validation.controlCharacters': '{label} contains characters that are not allowed',
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
  'captcha.required': 'Please Enter Captcha Value',
  'captcha.mismatch': 'Captcha Does Not Match',
  'captcha.expired': 'The security code has expired. Please type the new code.',
  'field.captcha': 'Security code',
  'email.invalid': 'Email Address is not a valid email',
  'phone.required': 'Please enter the phone number',
  'phone.tooShort': 'The phone must consist of at least 8 numbers',
  'phone.tooLong': 'The phone cannot be longer than 11 digits',
  'phone.digits': 'The phone number must contain only numbers.',
  'password.tooShort': 'Password must be greater than 8 characters',
  'password.tooLong': 'Password must be less than 20 characters',
  'password.mismatch': 'The two passwords that you entered do not match!',
  'password.wrongCurrent': 'The current password is not correct',
  'password.changed': 'Your password has been changed',
  'password.socialAccount': 'This account signs in with Google or Facebook and has no password here',
  'code.length': 'The code must be exactly 4 digits',
  'code.invalid': 'The code is not correct or has expired',
  'code.tooManyTries': 'Too many wrong tries. Please ask for a new code',
  'code.wait': 'Please wait {seconds} seconds before asking for a new code',
  'code.sent': 'A new code has been sent',
  'code.phoneSms': 'Your Nile Pharmacy verification code is {code}. It expires in 10 minutes.',
  'code.resetEmailSubject': 'Your Nile Pharmacy password reset code',
  'code.resetEmail':
    'Your code to reset your Nile Pharmacy password is {code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
  'phone.verified': 'Your phone number has been verified',
  'phone.alreadyVerified': 'This phone number is already verified',
  'account.created': 'Your account has been created and your phone number verified',
  'account.codeSentToFinish':
    'We sent a 4-digit code to your phone. Enter it to finish creating your account.',
  'account.signUpAttemptSms':
    'Someone tried to create a Nile Pharmacy account with your phone number. If it was you, you already have an account: log in or reset your password. Otherwise ignore this message.',
  'account.signUpAttemptEmailSubject': 'Someone tried to sign up with your e-mail',
  'account.signUpAttemptEmail':
    'Someone tried to create a Nile Pharmacy account with this e-mail address. If it was you, you already have an account: log in or reset your password. Otherwise ignore this e-mail.',
  'account.emailTaken': 'The email has already been taken.',
  'account.phoneTaken': 'The phone has already been taken.',
  'account.loggedIn': 'Logged in successfully',
  'account.loggedOut': 'Logged out successfully',
  'account.loginFailed': 'The e-mail or password is not correct',
  'account.phoneNeeded': 'Please verify your phone number to continue',
  'account.profileUpdated': 'Your profile has been updated',
  'account.resetSent': 'If an account uses this e-mail, we have sent it a code',
  'account.providerUnavailable': 'Signing in with {provider} is not available',
  'provider.google': 'Google',
  'provider.facebook': 'Facebook',
  'account.providerFailed': 'The sign-in could not be verified. Please try again',
  'validation.provider': 'Sign-in provider must be google or facebook',
  'field.first_name': 'First Name',
  'field.last_name': 'Last Name',
  'field.phone': 'Phone Number',
  'field.password': 'Password',
  'field.password_confirmation': 'Confirm Password',
  'field.username': 'Email',
  'field.code': 'Code',
  'field.user_id': 'User',
  'field.deviceType': 'Device type',
  'field.from': 'Sign-in provider',
  'field.token': 'Token',
  'field.oldPassword': 'Current Password',
  'field.newPassword': 'New Password',
  'field.newPassword_confirmation': 'Confirm New Password',
  'field.firebaseToken': 'Notification token',
  'field.to': 'Recipient',
  'cart.quantityNotAllowed': 'This quantity is not available for this product',
  'cart.cuttingTypeNotAllowed': 'This cutting type is not available for this product',
  'cart.outOfStock': 'Out of stock',
  'cart.outOfStockNamed': 'Out of stock: {name}',
  'cart.notInBranchNamed': 'Product Not Exist in Branch: {name}',
  'cart.itemNotFound': 'Cart item not found',
  'cart.added': 'Added to cart',
  'cart.updated': 'Cart updated',
  'cart.removed': 'Removed from cart',
  'cart.emptied': 'Your cart is now empty',
  'cart.empty': 'Your cart is empty',
  'cart.minimumOrder': 'The minimum order is {amount} EGP',
  'cart.maximumCart': 'Total cart value should be less than {amount} EGP',
  'cart.selectAddress': 'Please select address to continue',
  'cart.selectPayment': 'Please select payment to continue',
  'cart.paymentSelected': 'Payment method selected',
  'cart.addressSelected': 'Delivery address selected',
  'cart.itemsRemovedForBranch': 'Removed from your cart because this branch does not have them: {names}',
  'promo.invalid': 'This promo code is not valid',
  'promo.expired': 'This promo code has expired',
  'promo.minimum': 'This promo code needs an order of at least {amount} EGP',
  'promo.usedUp': 'This promo code has already been used',
  'promo.applied': 'Promo code applied',
  'promo.removed': 'Promo code removed',
  'address.cityRequired': 'Please input your City!',
  'address.areaRequired': 'Please input your Area!',
  'address.streetNameRequired': 'Please input your Street Name!',
  'address.buildingRequired': 'Please input your Building!',
  'address.floorRequired': 'Please input your Floor!',
  'address.apartmentRequired': 'Please input your Apartment Number!',
  'address.saved': 'Address saved',
  'address.updated': 'Address updated',
  'address.deleted': 'Address deleted',
  'address.notFound': 'Address not found',
  'address.floorApartment': 'Floor {floor}, Apartment {apartment}',
  'address.groundFloorApartment': 'Ground floor, Apartment {apartment}',
  'favorite.added': 'Added to your favourites',
  'favorite.removed': 'Removed from your favourites',
  'order.cancelReasonRequired': 'Please choose a reason for cancelling',
  'substitution.chooseEach': 'Please select alternative for each product or delete it',
  'substitution.chooseItem': '{names}: select alternative product or cancel',
  'substitution.notOffered': '{names}: please choose one of the alternatives offered',
  'substitution.notAsked': 'Some of your answers are for products that are not waiting for an alternative',
  'substitution.nothingPending': 'This order has no products waiting for an alternative',
  'substitution.expired':
    'The time to choose alternatives has passed: the products without a choice were removed from your order',
  'substitution.saved': 'Your choices have been saved',
  'timeline.substitution': 'Waiting for your choice of alternatives',
  'timeline.substitutionAsked': 'Alternatives offered',
  'timeline.substitutionChosen': 'You chose alternatives',
  'timeline.substitutionDropped': 'You removed the items',
  'timeline.substitutionExpired': 'No choice in time: the items were removed',
  'substitution.outOfStock': 'The alternative for {name} has just run out. Please choose another one',
  'substitution.alreadyPending': 'This order is already waiting for the customer to choose alternatives',
  'substitution.orderClosed': 'Alternatives can only be offered for orders that have not left the branch',
  'substitution.itemNotInOrder': 'The product is not part of this order',
  'substitution.alternativeUnavailable': 'An alternative must be in stock at the order branch',
  'schedule.startDateRequired': 'Please select the start date to subscribe order',
  'schedule.loginRequired': 'Please login to subscribe to order',
  'schedule.slotRequired': 'Please select a delivery time',
  'schedule.invalidDate': 'Please choose a valid date',
  'schedule.dateTooEarly': 'Please choose a delivery day from {date}',
  'schedule.dateTooLate': 'Please choose a delivery day before {date}',
  'schedule.slotUnavailable': 'This delivery time is no longer available, please choose another',
  'schedule.itemsRequired': 'Please keep at least one item',
  'schedule.payOnDelivery': 'Subscriptions are paid on delivery: please choose cash or card on delivery',
  'schedule.placedOnce': 'Your order is scheduled for {date}',
  'schedule.subscribed': 'You are subscribed; the first delivery is on {date}',
  'field.productId': 'Product',
  'field.quantity': 'Quantity',
  'field.cuttingTypeId': 'Cutting type',
  'field.itemId': 'Cart item',
  'field.paymentTypeId': 'Payment method',
  'field.addressId': 'Address',
  'field.address_id': 'Address',
  'field.promocode': 'Promo code',
  'field.city': 'City',
  'field.area': 'Area',
  'field.streetName': 'Street Name',
  'field.buildingNumber': 'Building',
  'field.floor': 'Floor',
  'field.apartment': 'Apartment Number',
  'field.landmark': 'Landmark',
  'field.address': 'Street',
  'field.notes': 'Additional note',
  'field.comment': 'Comment',
  'field.orderFrom': 'Order source',
  'field.orderId': 'Order',
  'field.reasonId': 'Cancellation reason',
  'field.reason_id': 'Cancellation reason',
  'field.deliveredQuantity': 'Delivered quantity',
  'field.orderItemId': 'Order item',
  'field.alternativeProductIds': 'Alternatives',
  'field.totp': 'Authenticator code',
  'field.statusId': 'Status',
  'field.status': 'Status',
  'field.amountCollected': 'Amount collected',
  'field.entity': 'Record type',
  'field.entityId': 'Record',
  // --- prescriptions, support issues and their files (docs/decisions/0028)
  'field.typeId': 'Problem type',
  'field.description': 'Description',
  'field.reason': 'Reason',
  'field.items': 'Products',
  'field.note': 'Note',
  'field.courierId': 'Courier',
  'field.tries': 'Call attempts',
} as const;

/** The messages the browser needs too (validation, shop toasts); the store's answers are in server-messages.ts. */
type CoreMessageKey = keyof typeof en;
export type MessageKey = CoreMessageKey | ServerMessageKey;

const ar: Record<CoreMessageKey, string> = {
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
  'error.badUrl': 'عنوان هذا الطلب غير صحيح',
  'error.urlTooLong': 'جزء من عنوان هذا الطلب طويل جداً',
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
  'validation.controlCharacters': '{label} يحتوي على رموز غير مسموح بها',
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
  'captcha.required': 'من فضلك أدخل رمز التحقق',
  'captcha.mismatch': 'رمز التحقق غير مطابق',
  'captcha.expired': 'انتهت صلاحية رمز التحقق. من فضلك اكتب الرمز الجديد.',
  'field.captcha': 'رمز التحقق',
  'email.invalid': 'البريد الإلكتروني غير صحيح',
  'phone.required': 'من فضلك أدخل رقم الهاتف',
  'phone.tooShort': 'رقم الهاتف يجب ألا يقل عن 8 أرقام',
  'phone.tooLong': 'رقم الهاتف لا يمكن أن يزيد عن 11 رقماً',
  'phone.digits': 'رقم الهاتف يجب أن يحتوي على أرقام فقط.',
  'password.tooShort': 'كلمة المرور يجب أن تكون أكثر من 8 أحرف',
  'password.tooLong': 'كلمة المرور يجب أن تكون أقل من 20 حرفاً',
  'password.mismatch': 'كلمتا المرور اللتان أدخلتهما غير متطابقتين!',
  'password.wrongCurrent': 'كلمة المرور الحالية غير صحيحة',
  'password.changed': 'تم تغيير كلمة المرور',
  'password.socialAccount': 'هذا الحساب يسجل الدخول عبر جوجل أو فيسبوك وليس له كلمة مرور هنا',
  'code.length': 'الرمز يجب أن يتكون من 4 أرقام',
  'code.invalid': 'الرمز غير صحيح أو انتهت صلاحيته',
  'code.tooManyTries': 'محاولات خاطئة كثيرة. من فضلك اطلب رمزاً جديداً',
  'code.wait': 'من فضلك انتظر {seconds} ثانية قبل طلب رمز جديد',
  'code.sent': 'تم إرسال رمز جديد',
  'code.phoneSms': 'رمز التحقق الخاص بك من صيدلية النيل هو {code}. صالح لمدة 10 دقائق.',
  'code.resetEmailSubject': 'رمز إعادة تعيين كلمة المرور في صيدلية النيل',
  'code.resetEmail':
    'رمز إعادة تعيين كلمة المرور في صيدلية النيل هو {code}. صالح لمدة 10 دقائق. إذا لم تطلبه، تجاهل هذه الرسالة.',
  'phone.verified': 'تم تأكيد رقم هاتفك',
  'phone.alreadyVerified': 'رقم الهاتف هذا مؤكد بالفعل',
  'account.created': 'تم إنشاء حسابك وتأكيد رقم هاتفك',
  'account.codeSentToFinish': 'أرسلنا رمزاً من 4 أرقام إلى هاتفك. أدخله لإتمام إنشاء حسابك.',
  'account.signUpAttemptSms':
    'حاول شخص ما إنشاء حساب في صيدلية النيل برقم هاتفك. إذا كنت أنت، فلديك حساب بالفعل: سجّل الدخول أو أعد تعيين كلمة المرور. وإلا فتجاهل هذه الرسالة.',
  'account.signUpAttemptEmailSubject': 'محاولة تسجيل ببريدك الإلكتروني',
  'account.signUpAttemptEmail':
    'حاول شخص ما إنشاء حساب في صيدلية النيل بهذا البريد الإلكتروني. إذا كنت أنت، فلديك حساب بالفعل: سجّل الدخول أو أعد تعيين كلمة المرور. وإلا فتجاهل هذه الرسالة.',
  'account.emailTaken': 'البريد الإلكتروني مستخدم من قبل.',
  'account.phoneTaken': 'رقم الهاتف مستخدم من قبل.',
  'account.loggedIn': 'تم تسجيل الدخول بنجاح',
  'account.loggedOut': 'تم تسجيل الخروج بنجاح',
  'account.loginFailed': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'account.phoneNeeded': 'من فضلك أكد رقم هاتفك للمتابعة',
  'account.profileUpdated': 'تم تحديث بياناتك',
  'account.resetSent': 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً',
  'account.providerUnavailable': 'تسجيل الدخول عبر {provider} غير متاح',
  'provider.google': 'جوجل',
  'provider.facebook': 'فيسبوك',
  'account.providerFailed': 'تعذر التحقق من تسجيل الدخول. من فضلك حاول مرة أخرى',
  'validation.provider': 'يجب أن يكون مزود تسجيل الدخول جوجل أو فيسبوك',
  'field.first_name': 'الاسم الأول',
  'field.last_name': 'اسم العائلة',
  'field.phone': 'رقم الهاتف',
  'field.password': 'كلمة المرور',
  'field.password_confirmation': 'تأكيد كلمة المرور',
  'field.username': 'البريد الإلكتروني',
  'field.code': 'الرمز',
  'field.user_id': 'المستخدم',
  'field.deviceType': 'نوع الجهاز',
  'field.from': 'مزود تسجيل الدخول',
  'field.token': 'الرمز المميز',
  'field.oldPassword': 'كلمة المرور الحالية',
  'field.newPassword': 'كلمة المرور الجديدة',
  'field.newPassword_confirmation': 'تأكيد كلمة المرور الجديدة',
  'field.firebaseToken': 'رمز الإشعارات',
  'field.to': 'المستلم',
  'cart.quantityNotAllowed': 'هذه الكمية غير متاحة لهذا المنتج',
  'cart.cuttingTypeNotAllowed': 'طريقة التقطيع هذه غير متاحة لهذا المنتج',
  'cart.outOfStock': 'غير متوفر',
  'cart.outOfStockNamed': 'غير متوفر: {name}',
  'cart.notInBranchNamed': 'المنتج غير موجود في هذا الفرع: {name}',
  'cart.itemNotFound': 'المنتج غير موجود في السلة',
  'cart.added': 'تمت الإضافة إلى السلة',
  'cart.updated': 'تم تحديث السلة',
  'cart.removed': 'تم الحذف من السلة',
  'cart.emptied': 'تم إفراغ السلة',
  'cart.empty': 'سلة التسوق فارغة',
  'cart.minimumOrder': 'الحد الأدنى للطلب {amount} ج.م',
  'cart.maximumCart': 'يجب أن تكون قيمة السلة أقل من {amount} ج.م',
  'cart.selectAddress': 'من فضلك اختر العنوان للمتابعة',
  'cart.selectPayment': 'من فضلك اختر طريقة الدفع للمتابعة',
  'cart.paymentSelected': 'تم اختيار طريقة الدفع',
  'cart.addressSelected': 'تم اختيار عنوان التوصيل',
  'cart.itemsRemovedForBranch': 'تم حذف منتجات من سلتك لأنها غير متوفرة في هذا الفرع: {names}',
  'promo.invalid': 'كود الخصم غير صالح',
  'promo.expired': 'انتهت صلاحية كود الخصم',
  'promo.minimum': 'كود الخصم يتطلب طلباً لا يقل عن {amount} ج.م',
  'promo.usedUp': 'تم استخدام كود الخصم من قبل',
  'promo.applied': 'تم تطبيق كود الخصم',
  'promo.removed': 'تم إلغاء كود الخصم',
  'address.cityRequired': 'من فضلك أدخل المدينة!',
  'address.areaRequired': 'من فضلك أدخل المنطقة!',
  'address.streetNameRequired': 'من فضلك أدخل اسم الشارع!',
  'address.buildingRequired': 'من فضلك أدخل رقم أو اسم المبنى!',
  'address.floorRequired': 'من فضلك أدخل الدور!',
  'address.apartmentRequired': 'من فضلك أدخل رقم الشقة!',
  'address.saved': 'تم حفظ العنوان',
  'address.updated': 'تم تحديث العنوان',
  'address.deleted': 'تم حذف العنوان',
  'address.notFound': 'العنوان غير موجود',
  'address.floorApartment': 'الدور {floor}، شقة {apartment}',
  'address.groundFloorApartment': 'الدور الأرضي، شقة {apartment}',
  'favorite.added': 'تمت الإضافة إلى المفضلة',
  'favorite.removed': 'تم الحذف من المفضلة',
  'order.cancelReasonRequired': 'من فضلك اختر سبب الإلغاء',
  'substitution.chooseEach': 'يرجى اختيار بديل لكل منتج أو حذفه',
  'substitution.chooseItem': '{names}: اختر منتجًا بديلًا أو ألغِه',
  'substitution.notOffered': '{names}: يرجى اختيار أحد البدائل المعروضة',
  'substitution.notAsked': 'بعض اختياراتك تخص منتجات لا تنتظر بديلًا',
  'substitution.nothingPending': 'لا توجد في هذا الطلب منتجات تنتظر اختيار بديل',
  'substitution.expired': 'انتهت مهلة اختيار البدائل، وحُذفت المنتجات التي لم يُختر لها بديل من طلبك',
  'substitution.saved': 'تم حفظ اختياراتك',
  'timeline.substitution': 'بانتظار اختيارك للبدائل',
  'timeline.substitutionAsked': 'عُرضت عليك بدائل',
  'timeline.substitutionChosen': 'اخترت البدائل',
  'timeline.substitutionDropped': 'حذفت المنتجات',
  'timeline.substitutionExpired': 'لم تختر في الوقت المحدد، فحُذفت المنتجات',
  'substitution.outOfStock': 'نفد البديل المختار لـ{name} للتو. يرجى اختيار بديل آخر',
  'substitution.alreadyPending': 'هذا الطلب ينتظر بالفعل أن يختار العميل البدائل',
  'substitution.orderClosed': 'لا يمكن عرض البدائل إلا للطلبات التي لم تغادر الفرع',
  'substitution.itemNotInOrder': 'هذا المنتج ليس ضمن الطلب',
  'substitution.alternativeUnavailable': 'يجب أن يكون البديل متوفرًا في فرع الطلب',
  'schedule.startDateRequired': 'يُرجى اختيار تاريخ البدء للاشتراك في الطلب',
  'schedule.loginRequired': 'يُرجى تسجيل الدخول للاشتراك في الطلب',
  'schedule.slotRequired': 'يُرجى اختيار موعد التوصيل',
  'schedule.invalidDate': 'يُرجى اختيار تاريخ صحيح',
  'schedule.dateTooEarly': 'يُرجى اختيار يوم توصيل ابتداءً من {date}',
  'schedule.dateTooLate': 'يُرجى اختيار يوم توصيل قبل {date}',
  'schedule.slotUnavailable': 'لم يعد موعد التوصيل هذا متاحًا، يُرجى اختيار موعد آخر',
  'schedule.itemsRequired': 'يُرجى الإبقاء على منتج واحد على الأقل',
  'schedule.payOnDelivery': 'يُدفع الاشتراك عند الاستلام: يُرجى اختيار الدفع نقدًا أو بالبطاقة عند الاستلام',
  'schedule.placedOnce': 'تمت جدولة طلبك ليوم {date}',
  'schedule.subscribed': 'تم اشتراكك، وأول توصيل يوم {date}',
  'field.productId': 'المنتج',
  'field.quantity': 'الكمية',
  'field.cuttingTypeId': 'طريقة التقطيع',
  'field.itemId': 'منتج السلة',
  'field.paymentTypeId': 'طريقة الدفع',
  'field.addressId': 'العنوان',
  'field.address_id': 'العنوان',
  'field.promocode': 'كود الخصم',
  'field.city': 'المدينة',
  'field.area': 'المنطقة',
  'field.streetName': 'اسم الشارع',
  'field.buildingNumber': 'المبنى',
  'field.floor': 'الدور',
  'field.apartment': 'رقم الشقة',
  'field.landmark': 'علامة مميزة',
  'field.address': 'الشارع',
  'field.notes': 'ملاحظة إضافية',
  'field.comment': 'ملاحظة',
  'field.orderFrom': 'مصدر الطلب',
  'field.orderId': 'الطلب',
  'field.reasonId': 'سبب الإلغاء',
  'field.reason_id': 'سبب الإلغاء',
  'field.deliveredQuantity': 'الكمية المسلَّمة',
  'field.orderItemId': 'منتج الطلب',
  'field.alternativeProductIds': 'البدائل',
  'field.totp': 'رمز المصادقة',
  'field.statusId': 'الحالة',
  'field.status': 'الحالة',
  'field.amountCollected': 'المبلغ المحصل',
  'field.entity': 'نوع السجل',
  'field.entityId': 'السجل',
  'field.typeId': 'نوع المشكلة',
  'field.description': 'الوصف',
  'field.reason': 'السبب',
  'field.items': 'المنتجات',
  'field.note': 'ملاحظة',
  'field.courierId': 'مندوب التوصيل',
  'field.tries': 'محاولات الاتصال',
};

export const messages: Record<Lang, Record<CoreMessageKey, string>> = { en, ar };

/**
 * Messages only the server answers with (staff, prescriptions, support, uploads), added by the API at
 * start (`registerServerMessages(serverMessages)`), so the storefront's first-load JavaScript does
 * not carry them: the catalogue above is in every page's bundle.
 */
const registered: Record<Lang, Partial<Record<MessageKey, string>>> = { en: {}, ar: {} };

export function registerServerMessages(extra: Record<Lang, Record<ServerMessageKey, string>>) {
  Object.assign(registered.en, extra.en);
  Object.assign(registered.ar, extra.ar);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (Object.hasOwn(en, value) || Object.hasOwn(registered.en, value));
}

export type MessageParams = Record<string, string | number>;

/** The one placeholder syntax, `{name}`, for the API's messages and the web's copy alike. */
export const placeholderPattern = /\{(\w+)\}/g;

/**
 * `{name}` placeholders filled by `value(name)`; one it gives nothing for stays as written. Callers
 * decide how a value is written (the page's digits, a formatted amount).
 */
export function fillPlaceholders(text: string, value: (name: string) => string | undefined): string {
  return text.includes('{')
    ? text.replace(placeholderPattern, (whole, name: string) => value(name) ?? whole)
    : text;
}

/**
 * The message in the language, with `{name}` placeholders filled. Its numbers are written in the
 * language's digits through Intl (an Arabic message says '١٠ دقائق', never '10 دقائق', next to
 * prices in Arabic-Indic digits): the message's own digits, and number parameters, `amount` grouped
 * as prices show them ('20,000', '99.50' / '٢٠٬٠٠٠'), others as whole figures without grouping (seconds,
 * lengths). A `date` parameter (YYYY-MM-DD) is written out as a day. The hotline, a phone and a code are
 * written in the language's digits; other text parameters (names, what the customer typed) stay
 * as they are.
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const text = (messages[lang] as Record<string, string>)[key] ?? registered[lang][key] ?? key;
  return text.replace(/\{(\w+)\}|[0-9]+/g, (whole, name: string | undefined) => {
    if (name === undefined) return lang === 'en' ? whole : formatted(lang, 'figure').format(Number(whole));
    if (!(name in params)) return whole;
    return paramText(lang, name, params[name] as string | number);
  });
}

/**
 * Text parameters made of digits that are read, not matched (the hotline in an Arabic
 * message and the code in an Arabic SMS were in Western digits): written in the language's digits.
 * Forms read either system back (digits.ts).
 */
const digitTextParams = new Set(['hotline', 'phone', 'code']);

function paramText(lang: Lang, name: string, value: string | number): string {
  if (typeof value === 'string' && lang !== 'en' && digitTextParams.has(name))
    return value.replace(/[0-9]/g, (digit) => formatted(lang, 'figure').format(Number(digit)));
  if (typeof value === 'number')
    return formatted(lang, name === 'amount' ? 'amount' : 'figure').format(value);
  if (name === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatted(lang, 'day').format(new Date(`${value}T00:00:00Z`));
  }
  return value;
}

type FormatKind = 'figure' | 'amount' | 'day';
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatted(lang: Lang, kind: FormatKind): { format(value: number | Date): string } {
  const cacheKey = `${lang}:${kind}`;
  let format = formats.get(cacheKey);
  if (!format) {
    const locale = localeOf(lang);
    format =
      kind === 'day'
        ? // The day itself, not an instant: read and written at UTC so no zone shifts it.
          new Intl.DateTimeFormat(locale, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : new Intl.NumberFormat(
            locale,
            kind === 'amount'
              ? // Pounds as prices show them ('99.50'), a round amount without its '.00' ('20,000').
                { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }
              : { useGrouping: false, maximumFractionDigits: 3 },
          );
    formats.set(cacheKey, format);
  }
  return format;
}
