/**
 * Copy of the content pages: about, contact, FAQs, terms, coming soon, login (placeholder), recipes.
 * Policy figures follow the spec's section 1; where the English and Arabic sources disagree, each
 * language shows its own reading (delivery time, bank refund time, minimum age, customer service).
 * Strings holding several list items separate them with a new line.
 */
export const pages = {
  en: {
    /* ---------- about ---------- */
    aboutTitle: 'About us',
    aboutDescription:
      'Nile Pharmacy delivers medicine, cosmetics, baby products, personal care and groceries in Nasr City, New Cairo and across Egypt.',
    aboutIntro1:
      'Nile Pharmacy is an online pharmacy and grocery store for families in Egypt. From our branches in Nasr City and New Cairo we deliver medicine, cosmetics, medical devices, baby products, personal care and groceries to your door, and we ship to the rest of Egypt.',
    aboutIntro2:
      'Pick your area, district and branch, then browse categories, brands, offers, deals and recipes. Our prices include VAT, and you pay when your order goes out for delivery, only for what we deliver.',
    aboutIntro3:
      'Licensed pharmacists review every order and are one call away on our hotline 15672, for advice on medicines, doses and alternatives.',
    missionTitle: 'Our mission',
    missionText:
      'To make caring for your health and your home simple: genuine products, fair prices and fast, reliable delivery, with pharmacists you can trust.',
    visionTitle: 'Our vision',
    visionText:
      'To be the first place Egyptian families turn to for their pharmacy and grocery needs, online and at their door.',

    /* ---------- contact ---------- */
    contactTitle: 'Contact us',
    contactDescription:
      'Call our hotline 15672, visit our Nasr City and New Cairo offices, or send Nile Pharmacy a message.',
    contactIntro: 'Questions about an order, a product or a prescription? Call us, visit us or write to us.',
    contactDetails: 'Contact details',
    hotline: 'Hotline',
    callHotline: 'Call the hotline 15672',
    nasrOffice: 'Nasr City office',
    nasrOfficeAddress: '12 Abbas El Akkad St., Nasr City, Cairo',
    newCairoOffice: 'New Cairo office',
    newCairoOfficeAddress: 'Building 17, South 90th St., Fifth Settlement, New Cairo',
    openMap: '{{place}}: {{address}}, open in Google Maps (new tab)',
    emailUs: 'E-mail',
    writeEmail: 'Write to {{email}}',
    followUs: 'Follow us',
    facebook: 'Facebook',
    instagram: 'Instagram',
    newTab: '(opens in a new tab)',
    formTitle: 'Send us a message',
    requiredNote: 'All fields are required.',
    nameLabel: 'Name',
    phoneLabel: 'Phone',
    phoneHint: '8 to 11 digits, numbers only',
    emailLabel: 'E-mail',
    messageLabel: 'Message',
    send: 'Send',
    sending: 'Sending…',
    sendFailed: 'Your message was not sent. Please check the following:',
    sendError: 'Your message could not be sent right now. Please try again.',
    captchaTitle: 'Security check',
    captchaImage: 'Security code picture. Type the 6 characters you see, or use Spell the code.',
    captchaRefresh: 'New code',
    captchaSpell: 'Spell the code',
    captchaSpelled: 'The code is:',
    captchaInput: 'Enter captcha',
    captchaRequired: 'Please Enter Captcha Value',
    captchaMismatch: 'Captcha Does Not Match',
    captchaExpired: 'The security code has expired. Please type the new code.',
    captchaLoading: 'Loading a new code…',
    captchaNoScript: 'The security check needs JavaScript. Please turn it on, or call us on 15672.',

    /* ---------- FAQs ---------- */
    faqTitle: 'Frequently asked questions',
    faqDescription:
      'Answers about ordering, minimum order, delivery times, payment methods, substitutions, cancellation, refunds and returns at Nile Pharmacy.',
    needHelp: 'Still need help?',
    needHelpText: 'Our pharmacists and customer service team answer on the hotline every day.',
    writeToUs: 'Send us a message',
    onThisPage: 'On this page',
    faqGeneral: 'General',
    faqDelivery: 'Delivery',
    faqCancellation: 'Cancellation and refund policy',
    faqGeneralQ1: 'What can I buy from Nile Pharmacy?',
    faqGeneralA1:
      'Medicine, cosmetics, medical devices, baby products, personal care and groceries, all from one cart.',
    faqGeneralQ2: 'Is there a minimum order?',
    faqGeneralA2: 'Yes, the minimum order is 100 EGP.',
    faqGeneralQ3: 'Do prices include VAT?',
    faqGeneralA3:
      'Yes, all prices include VAT. Goods sold by weight are charged by the weight actually delivered.',
    faqGeneralQ4: 'Do I need an account to order?',
    faqGeneralA4:
      'You can browse as a guest. To order, register for free; registering means you accept our terms and conditions and privacy policy. You must be at least 18 years old.',
    faqGeneralQ5: 'How many addresses can I save?',
    faqGeneralA5: 'As many as you like: there is no limit on saved addresses.',
    faqGeneralQ6: 'How do I delete my personal data?',
    faqGeneralA6: 'Call our customer service or send us an e-mail and we will delete it.',
    faqDeliveryQ1: 'Where do you deliver?',
    faqDeliveryA1:
      'Our main delivery areas are Nasr City and New Cairo, and we ship to the rest of Egypt. Choose your area, district and branch to see what your branch stocks.',
    faqDeliveryQ2: 'How long does delivery take?',
    faqDeliveryA2: 'Usually 30 to 60 minutes from the moment your order is confirmed.',
    faqDeliveryQ3: 'When and how do I pay?',
    faqDeliveryA3:
      'Payment is taken when your order goes out for delivery, and only for the value delivered. Pay cash on delivery, by card reader on delivery, or online by card (Visa, MasterCard, AMEX, in EGP, cards issued for Egypt only). If an online payment is declined, we may offer cash or card reader on delivery.',
    faqDeliveryQ4: 'What if an item is out of stock?',
    faqDeliveryA4:
      'We send you a notification to choose a substitute within a limited time, and you may reject it. A higher-priced substitute may raise your total. If an item is billed but not delivered, its value is credited back to you.',
    faqDeliveryQ5: 'Can I change my order after placing it?',
    faqDeliveryA5:
      'Instant orders cannot be edited once placed. Scheduled orders can be edited before they are prepared.',
    faqDeliveryQ6: 'Something is wrong with my order. What do I do?',
    faqDeliveryA6: 'Please report any problem within 24 hours of delivery, by calling 15672 or by e-mail.',
    faqDeliveryQ7: 'What if the driver cannot reach me?',
    faqDeliveryA7: 'If we cannot reach you at delivery, the order is cancelled.',
    faqCancelQ1: 'How do I cancel an order?',
    faqCancelA1:
      'You can cancel within 5 minutes of placing the order, or within 3 minutes after we ask you to choose a substitute. After that, please contact us by e-mail; an order can be cancelled until it is dispatched.',
    faqCancelQ2: 'Can the pharmacy cancel my delivery?',
    faqCancelA2:
      'Yes, for example when the address is wrong, the place cannot be reached or the weather is bad. Any online payment is then refunded.',
    faqCancelQ3: 'How long does a refund take?',
    faqCancelA3: 'Refunds reach your card within up to 14 working days, depending on your bank.',
    faqCancelQ4: 'Can I return a product?',
    faqCancelA4:
      'Yes, within 14 days with the receipt. Unsealed or damaged items, refrigerated medicines and personal-use items cannot be returned.',

    /* ---------- terms ---------- */
    termsTitle: 'Terms and conditions',
    termsDescription:
      'The terms for ordering from Nile Pharmacy: orders, delivery, payment, substitutions, cancellation, refunds, returns and privacy.',
    termsUpdated: 'These terms apply to every order placed on the Nile Pharmacy website and apps.',
    termsAcceptanceTitle: 'Using our service',
    termsAcceptanceItems:
      'By using the website or registering, you accept these terms and our privacy policy.\nRegistration is free.\nYou must be at least 18 years old to register and order.\nThese terms are governed by the laws of the Arab Republic of Egypt.',
    termsProductsTitle: 'Products and prices',
    termsProductsItems:
      'We sell medicine, cosmetics, medical devices, baby products, personal care products and groceries.\nAll prices are in Egyptian pounds and include VAT.\nGoods sold by weight are charged by the weight actually delivered.\nStock and prices depend on the branch that serves you.\nThe minimum order is 100 EGP.',
    termsOrdersTitle: 'Orders',
    termsOrdersItems:
      'An order is placed when you check out and confirmed when we accept it.\nConfirmed orders cannot be amended. Scheduled orders (one-time, weekly or monthly) can be edited before they are prepared.\nOrders can be cancelled until they are dispatched, as described under Cancellation.',
    termsDeliveryTitle: 'Delivery',
    termsDeliveryItems:
      'Estimated delivery time is 30 to 60 minutes.\nOur main delivery areas are Nasr City and New Cairo; we ship to the rest of Egypt.\nIf you cannot be reached at delivery, the order is cancelled.\nWe may cancel a delivery when the address is wrong, the place cannot be accessed or the weather is bad.',
    termsPaymentTitle: 'Payment',
    termsPaymentItems:
      'Payment is taken when the order goes out for delivery, for the value delivered.\nYou can pay cash on delivery, by card reader on delivery, or online by card (Visa, MasterCard, AMEX), in EGP, for cards in Egypt only.\nIf an online payment is declined, cash or card reader on delivery may be offered.',
    termsSubstitutionTitle: 'Out-of-stock items and substitutions',
    termsSubstitutionItems:
      'If an item is out of stock, we notify you to choose a substitute within a limited time; you may reject it.\nA higher-priced substitute may raise the price of your order.\nAn item that was billed but not delivered is credited back to you.',
    termsCancellationTitle: 'Cancellation',
    termsCancellationItems:
      'You can cancel within 5 minutes of placing an order, or within 3 minutes after a substitution request.\nAfter that, contact us by e-mail; an order can be cancelled until it is dispatched.\nIf we cancel a delivery, any online payment is refunded.',
    termsRefundTitle: 'Refunds',
    termsRefundItems:
      'Refunds of online payments are sent back to your card.\nYour bank may take up to 14 working days to show the refund.',
    termsReturnsTitle: 'Returns and complaints',
    termsReturnsItems:
      'You can return products within 14 days with the receipt.\nUnsealed or damaged items, refrigerated medicines and personal-use items cannot be returned.\nPlease report any problem with an order within 24 hours.',
    termsPrivacyTitle: 'Your data',
    termsPrivacyItems:
      'We collect your name, address, phone number, e-mail, password and card payment details.\nWe use them to provide the service, to tailor offers to you and to contact you directly.\nYou can ask us to delete your data by phone or e-mail.',
    termsContactTitle: 'Contact',
    termsContactItems: 'Hotline: 16007\nCustomer service: 15672\nE-mail: {{email}}',

    /* ---------- coming soon, login ---------- */
    comingSoonTitle: 'Coming soon',
    comingSoonDescription: 'This part of Nile Pharmacy is on its way.',
    comingSoonText:
      'We are still stocking the shelves of this section. It will open soon; in the meantime, take a look at our deals.',
    browseDeals: 'Browse deals',
    loginTitle: 'Login',
    loginDescription: 'Sign in to your Nile Pharmacy account.',
    loginText:
      'Signing in arrives together with customer accounts, very soon. Until then you can browse, search and explore our deals as a guest.',

    /* ---------- recipes ---------- */
    recipesTitle: 'Recipes',
    recipesDescription:
      'Egyptian favourites with step-by-step instructions and the ingredients you can order from Nile Pharmacy.',
    recipesIntro: 'Home-style Egyptian dishes, with every ingredient one tap away.',
    noRecipes: 'There are no recipes yet. Please check again soon.',
    ingredients: 'Ingredients',
    steps: 'Steps',
    relatedRecipes: 'Related recipes',
    noIngredients: 'The ingredients of this recipe are not sold at your branch right now.',
  },
  ar: {
    /* ---------- about ---------- */
    aboutTitle: 'من نحن',
    aboutDescription:
      'صيدلية النيل بتوصّل الأدوية ومستحضرات التجميل ومنتجات الأطفال والعناية الشخصية والبقالة في مدينة نصر والقاهرة الجديدة وكل أنحاء مصر.',
    aboutIntro1:
      'صيدلية النيل صيدلية ومتجر بقالة أونلاين لكل أسرة في مصر. من فروعنا في مدينة نصر والقاهرة الجديدة بنوصّل الأدوية ومستحضرات التجميل والأجهزة الطبية ومنتجات الأطفال والعناية الشخصية والبقالة لحد باب بيتك، وبنشحن لباقي محافظات مصر.',
    aboutIntro2:
      'اختار المحافظة والمنطقة والفرع، وبعدها تصفح الأقسام والماركات والعروض والوصفات. أسعارنا شاملة ضريبة القيمة المضافة، والدفع بيتم لما الطلب يخرج للتوصيل وبقيمة اللي اتوصّل بس.',
    aboutIntro3:
      'صيادلة مرخصين بيراجعوا كل طلب، وموجودين على الخط الساخن 15672 لأي استشارة عن الأدوية والجرعات والبدائل.',
    missionTitle: 'رسالتنا',
    missionText:
      'نخلي الاهتمام بصحتك وبيتك أسهل: منتجات أصلية وأسعار عادلة وتوصيل سريع ومضمون، مع صيادلة تقدر تثق فيهم.',
    visionTitle: 'رؤيتنا',
    visionText: 'نكون أول اختيار للأسر المصرية لكل احتياجات الصيدلية والبقالة، أونلاين ولحد باب البيت.',

    /* ---------- contact ---------- */
    contactTitle: 'اتصل بنا',
    contactDescription:
      'كلمنا على الخط الساخن 15672، أو زورنا في مكاتبنا في مدينة نصر والقاهرة الجديدة، أو ابعت رسالة لصيدلية النيل.',
    contactIntro: 'عندك سؤال عن طلب أو منتج أو روشتة؟ كلمنا أو زورنا أو ابعت لنا رسالة.',
    contactDetails: 'بيانات التواصل',
    hotline: 'الخط الساخن',
    callHotline: 'اتصل بالخط الساخن 15672',
    nasrOffice: 'مكتب مدينة نصر',
    nasrOfficeAddress: '12 شارع عباس العقاد، مدينة نصر، القاهرة',
    newCairoOffice: 'مكتب القاهرة الجديدة',
    newCairoOfficeAddress: 'مبنى 17، شارع التسعين الجنوبي، التجمع الخامس، القاهرة الجديدة',
    openMap: '{{place}}: {{address}}، افتح على خرائط جوجل (نافذة جديدة)',
    emailUs: 'البريد الإلكتروني',
    writeEmail: 'راسلنا على {{email}}',
    followUs: 'تابعنا',
    facebook: 'فيسبوك',
    instagram: 'إنستجرام',
    newTab: '(يفتح في نافذة جديدة)',
    formTitle: 'ابعت لنا رسالة',
    requiredNote: 'كل الحقول مطلوبة.',
    nameLabel: 'الاسم',
    phoneLabel: 'رقم الهاتف',
    phoneHint: 'من 8 إلى 11 رقماً، أرقام فقط',
    emailLabel: 'البريد الإلكتروني',
    messageLabel: 'الرسالة',
    send: 'إرسال',
    sending: 'جارٍ الإرسال…',
    sendFailed: 'لم يتم إرسال رسالتك. من فضلك راجع التالي:',
    sendError: 'تعذر إرسال رسالتك الآن. من فضلك حاول مرة أخرى.',
    captchaTitle: 'التحقق الأمني',
    captchaImage: 'صورة رمز التحقق. اكتب الـ 6 حروف والأرقام اللي ظاهرة، أو استخدم زر تهجئة الرمز.',
    captchaRefresh: 'رمز جديد',
    captchaSpell: 'تهجئة الرمز',
    captchaSpelled: 'الرمز هو:',
    captchaInput: 'أدخل رمز التحقق',
    captchaRequired: 'من فضلك أدخل رمز التحقق',
    captchaMismatch: 'رمز التحقق غير مطابق',
    captchaExpired: 'انتهت صلاحية رمز التحقق. من فضلك اكتب الرمز الجديد.',
    captchaLoading: 'جارٍ تحميل رمز جديد…',
    captchaNoScript: 'التحقق الأمني محتاج تفعيل JavaScript. من فضلك فعّله، أو كلمنا على 15672.',

    /* ---------- FAQs ---------- */
    faqTitle: 'الأسئلة الشائعة',
    faqDescription:
      'إجابات عن الطلب والحد الأدنى للطلب ومواعيد التوصيل وطرق الدفع والبدائل والإلغاء والاسترداد والمرتجعات في صيدلية النيل.',
    needHelp: 'محتاج مساعدة؟',
    needHelpText: 'الصيادلة وفريق خدمة العملاء بيردوا على الخط الساخن كل يوم.',
    writeToUs: 'ابعت لنا رسالة',
    onThisPage: 'في الصفحة دي',
    faqGeneral: 'عام',
    faqDelivery: 'التوصيل',
    faqCancellation: 'سياسة الإلغاء والاسترداد',
    faqGeneralQ1: 'إيه اللي أقدر أشتريه من صيدلية النيل؟',
    faqGeneralA1:
      'الأدوية ومستحضرات التجميل والأجهزة الطبية ومنتجات الأطفال والعناية الشخصية والبقالة، كلها في سلة واحدة.',
    faqGeneralQ2: 'فيه حد أدنى للطلب؟',
    faqGeneralA2: 'أيوه، الحد الأدنى للطلب 100 جنيه.',
    faqGeneralQ3: 'الأسعار شاملة ضريبة القيمة المضافة؟',
    faqGeneralA3:
      'أيوه، كل الأسعار شاملة الضريبة. والمنتجات اللي بتتباع بالوزن بتتحسب على الوزن الفعلي اللي اتوصّل.',
    faqGeneralQ4: 'لازم يكون عندي حساب علشان أطلب؟',
    faqGeneralA4:
      'تقدر تتصفح كضيف. وعلشان تطلب سجّل مجاناً، والتسجيل معناه موافقتك على الشروط والأحكام وسياسة الخصوصية. لازم يكون سنك 21 سنة على الأقل.',
    faqGeneralQ5: 'أقدر أحفظ كام عنوان؟',
    faqGeneralA5: 'زي ما تحب، مفيش حد أقصى لعدد العناوين المحفوظة.',
    faqGeneralQ6: 'إزاي أمسح بياناتي الشخصية؟',
    faqGeneralA6: 'كلم خدمة العملاء أو ابعت لنا إيميل وهنمسحها.',
    faqDeliveryQ1: 'بتوصّلوا فين؟',
    faqDeliveryA1:
      'مناطق التوصيل الأساسية مدينة نصر والقاهرة الجديدة، وبنشحن لباقي محافظات مصر. اختار المحافظة والمنطقة والفرع علشان تشوف المتاح في فرعك.',
    faqDeliveryQ2: 'التوصيل بياخد وقت قد إيه؟',
    faqDeliveryA2: 'عادةً من 60 إلى 90 دقيقة من وقت تأكيد الطلب.',
    faqDeliveryQ3: 'أدفع إمتى وإزاي؟',
    faqDeliveryA3:
      'الدفع بيتم لما الطلب يخرج للتوصيل، وبقيمة اللي اتوصّل بس. تقدر تدفع كاش عند الاستلام، أو بماكينة الكارت عند الاستلام، أو أونلاين بالكارت (فيزا وماستركارد وأمريكان إكسبريس، بالجنيه المصري، لكروت مصر فقط). ولو الدفع الأونلاين اترفض ممكن نعرض عليك الكاش أو ماكينة الكارت عند الاستلام.',
    faqDeliveryQ4: 'لو منتج مش متوفر يحصل إيه؟',
    faqDeliveryA4:
      'هنبعت لك إشعار تختار فيه بديل خلال وقت محدود، وتقدر ترفضه. البديل الأغلى ممكن يزوّد قيمة الطلب. ولو منتج اتحسب ومااتوصلش، قيمته بترجع لك.',
    faqDeliveryQ5: 'أقدر أعدّل طلبي بعد ما أطلبه؟',
    faqDeliveryA5: 'الطلبات الفورية مينفعش تتعدل بعد تقديمها. الطلبات المجدولة تقدر تعدلها قبل تجهيزها.',
    faqDeliveryQ6: 'فيه مشكلة في طلبي، أعمل إيه؟',
    faqDeliveryA6: 'من فضلك بلّغنا بأي مشكلة خلال 24 ساعة من الاستلام، على 15672 أو بالإيميل.',
    faqDeliveryQ7: 'لو المندوب ماعرفش يوصل لي؟',
    faqDeliveryA7: 'لو ماقدرناش نتواصل معاك وقت التوصيل، الطلب بيتلغي.',
    faqCancelQ1: 'إزاي ألغي طلب؟',
    faqCancelA1:
      'تقدر تلغي خلال 5 دقايق من تقديم الطلب، أو خلال 3 دقايق بعد ما نطلب منك تختار بديل. بعد كده تواصل معانا بالإيميل، والطلب ممكن يتلغي لحد ما يخرج للتوصيل.',
    faqCancelQ2: 'الصيدلية ممكن تلغي التوصيل؟',
    faqCancelA2:
      'أيوه، مثلاً لو العنوان غلط أو المكان مايتوصلش له أو الجو سيئ. وفي الحالة دي أي مبلغ مدفوع أونلاين بيترد.',
    faqCancelQ3: 'استرداد الفلوس بياخد وقت قد إيه؟',
    faqCancelA3: 'المبلغ بيرجع على الكارت خلال 3 إلى 5 أيام عمل حسب البنك.',
    faqCancelQ4: 'أقدر أرجّع منتج؟',
    faqCancelA4:
      'أيوه، خلال 14 يوم ومعاك الفاتورة. المنتجات المفتوحة أو التالفة والأدوية المحفوظة في التلاجة ومنتجات الاستخدام الشخصي مش بترجع.',

    /* ---------- terms ---------- */
    termsTitle: 'الشروط والأحكام',
    termsDescription:
      'شروط الطلب من صيدلية النيل: الطلبات والتوصيل والدفع والبدائل والإلغاء والاسترداد والمرتجعات والخصوصية.',
    termsUpdated: 'الشروط دي بتنطبق على كل طلب على موقع وتطبيقات صيدلية النيل.',
    termsAcceptanceTitle: 'استخدام الخدمة',
    termsAcceptanceItems:
      'باستخدامك للموقع أو تسجيلك فيه، أنت موافق على الشروط دي وعلى سياسة الخصوصية.\nالتسجيل مجاني.\nلازم يكون سنك 21 سنة على الأقل علشان تسجل وتطلب.\nالشروط دي بتخضع لقوانين جمهورية مصر العربية.',
    termsProductsTitle: 'المنتجات والأسعار',
    termsProductsItems:
      'بنبيع الأدوية ومستحضرات التجميل والأجهزة الطبية ومنتجات الأطفال والعناية الشخصية والبقالة.\nكل الأسعار بالجنيه المصري وشاملة ضريبة القيمة المضافة.\nالمنتجات اللي بتتباع بالوزن بتتحسب على الوزن الفعلي اللي اتوصّل.\nالمخزون والأسعار بتختلف حسب الفرع اللي بيخدمك.\nالحد الأدنى للطلب 100 جنيه.',
    termsOrdersTitle: 'الطلبات',
    termsOrdersItems:
      'الطلب بيتقدم لما تكمّل الشراء، وبيتأكد لما نقبله.\nالطلبات المؤكدة مينفعش تتعدل. الطلبات المجدولة (مرة واحدة أو أسبوعية أو شهرية) ممكن تتعدل قبل تجهيزها.\nالطلب ممكن يتلغي لحد ما يخرج للتوصيل، زي ما هو موضح في بند الإلغاء.\nممكن الصيدلية تتصل بيك لتأكيد الطلبات اللي فيها أكتر من 100 منتج، أو 15 قطعة أو أكتر من نفس المنتج.',
    termsDeliveryTitle: 'التوصيل',
    termsDeliveryItems:
      'وقت التوصيل المتوقع من 60 إلى 90 دقيقة.\nمناطق التوصيل الأساسية مدينة نصر والقاهرة الجديدة، وبنشحن لباقي محافظات مصر.\nلو ماقدرناش نتواصل معاك وقت التوصيل، الطلب بيتلغي.\nممكن نلغي التوصيل لو العنوان غلط أو المكان مايتوصلش له أو الجو سيئ.',
    termsPaymentTitle: 'الدفع',
    termsPaymentItems:
      'الدفع بيتم لما الطلب يخرج للتوصيل، وبقيمة اللي اتوصّل.\nتقدر تدفع كاش عند الاستلام، أو بماكينة الكارت عند الاستلام، أو أونلاين بالكارت (فيزا وماستركارد وأمريكان إكسبريس)، بالجنيه المصري، لكروت مصر فقط.\nلو الدفع الأونلاين اترفض، ممكن نعرض عليك الكاش أو ماكينة الكارت عند الاستلام.',
    termsSubstitutionTitle: 'المنتجات غير المتوفرة والبدائل',
    termsSubstitutionItems:
      'لو منتج مش متوفر، هنبعت لك إشعار تختار فيه بديل خلال وقت محدود، وتقدر ترفضه.\nالبديل الأغلى ممكن يزوّد قيمة الطلب.\nالمنتج اللي اتحسب ومااتوصلش، قيمته بترجع لك.',
    termsCancellationTitle: 'الإلغاء',
    termsCancellationItems:
      'تقدر تلغي خلال 5 دقايق من تقديم الطلب، أو خلال 3 دقايق بعد طلب اختيار بديل.\nبعد كده تواصل معانا بالإيميل، والطلب ممكن يتلغي لحد ما يخرج للتوصيل.\nلو إحنا لغينا التوصيل، أي مبلغ مدفوع أونلاين بيترد.',
    termsRefundTitle: 'استرداد المبالغ',
    termsRefundItems:
      'المبالغ المدفوعة أونلاين بترجع على الكارت.\nالبنك ممكن ياخد من 3 إلى 5 أيام عمل علشان المبلغ يظهر.',
    termsReturnsTitle: 'المرتجعات والشكاوى',
    termsReturnsItems:
      'تقدر ترجّع المنتجات خلال 14 يوم ومعاك الفاتورة.\nالمنتجات المفتوحة أو التالفة والأدوية المحفوظة في التلاجة ومنتجات الاستخدام الشخصي مش بترجع.\nمن فضلك بلّغنا بأي مشكلة في الطلب خلال 24 ساعة.',
    termsPrivacyTitle: 'بياناتك',
    termsPrivacyItems:
      'بنجمع اسمك وعنوانك ورقم تليفونك وإيميلك وكلمة المرور وبيانات الدفع بالكارت.\nبنستخدمها علشان نقدم الخدمة ونختار لك عروض تناسبك ونتواصل معاك مباشرة.\nتقدر تطلب مسح بياناتك بالتليفون أو الإيميل.',
    termsContactTitle: 'التواصل',
    termsContactItems: 'الخط الساخن: 16007\nخدمة العملاء: 19073\nالبريد الإلكتروني: {{email}}',

    /* ---------- coming soon, login ---------- */
    comingSoonTitle: 'قريباً',
    comingSoonDescription: 'القسم ده من صيدلية النيل في الطريق.',
    comingSoonText: 'لسه بنجهّز رفوف القسم ده، وهيفتح قريباً. لحد ما يفتح، اتفرج على عروضنا.',
    browseDeals: 'تصفح العروض',
    loginTitle: 'تسجيل الدخول',
    loginDescription: 'سجل الدخول لحسابك في صيدلية النيل.',
    loginText:
      'تسجيل الدخول هيبقى متاح مع حسابات العملاء قريباً جداً. لحد كده تقدر تتصفح وتدور وتشوف عروضنا كضيف.',

    /* ---------- recipes ---------- */
    recipesTitle: 'الوصفات',
    recipesDescription: 'أكلات مصرية مشهورة بالخطوات، ومكوناتها تقدر تطلبها من صيدلية النيل.',
    recipesIntro: 'أكل بيتي مصري، وكل المكونات على بعد ضغطة.',
    noRecipes: 'لسه مفيش وصفات. ارجع لنا قريباً.',
    ingredients: 'المكونات',
    steps: 'طريقة التحضير',
    relatedRecipes: 'وصفات مشابهة',
    noIngredients: 'مكونات الوصفة دي مش متاحة في فرعك حالياً.',
  },
} as const;
