import { delivery } from './policy-figures.ts';
/**
 * Copy of the content pages: about, contact, FAQs, terms, coming soon, login (placeholder), recipes.
 * Policy figures follow docs/product.md#policies; where the English and Arabic sources disagree, each
 * language shows its own reading (delivery time, bank refund time, minimum age, customer service).
 * Strings holding several list items separate them with a new line.
 */
export const pages = {
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
  openMap: '{place}: {address}, open in Google Maps (new tab)',
  emailUs: 'E-mail',
  writeEmail: 'Write to {email}',
  followUs: 'Follow us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  newTab: '(opens in a new tab)',
  formTitle: 'Send us a message',
  requiredNote: 'All fields are required.',
  nameLabel: 'Name',
  phoneLabel: 'Phone',
  phoneHint: 'An Egyptian mobile number, e.g. 010 1234 5678',
  emailLabel: 'E-mail',
  messageLabel: 'Message',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Your message was not sent. Please check the following:',
  sendError: 'Your message could not be sent right now. Please try again.',
  captchaTitle: 'Security check',
  captchaImage: 'Security code picture: 6 letters and digits.',
  captchaHint: 'Type the 6 characters you see. Cannot read them? Ask for a new code, or call us on 15672.',
  captchaRefresh: 'New code',
  captchaInput: 'Enter captcha',
  captchaRequired: 'Please Enter Captcha Value',
  captchaMismatch: 'Captcha Does Not Match',
  captchaExpired: 'The security code has expired. Please type the new code.',
  captchaLoading: 'Loading a new code…',
  honeypotLabel: 'Leave this box empty',

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
  faqDeliveryA2: `Usually ${delivery.from} to ${delivery.to} minutes from the moment your order is confirmed.`,
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
  termsDeliveryItems: `Estimated delivery time is ${delivery.from} to ${delivery.to} minutes.\nOur main delivery areas are Nasr City and New Cairo; we ship to the rest of Egypt.\nIf you cannot be reached at delivery, the order is cancelled.\nWe may cancel a delivery when the address is wrong, the place cannot be accessed or the weather is bad.`,
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
  termsContactItems: 'Hotline: 16007\nCustomer service: 15672\nE-mail: {email}',

  /* ---------- coming soon, login ---------- */
  comingSoonTitle: 'Coming soon',
  comingSoonDescription: 'This part of Nile Pharmacy is on its way.',
  comingSoonText:
    'We are still stocking the shelves of this section. It will open soon; in the meantime, take a look at our deals.',
  browseDeals: 'Browse deals',
  loginTitle: 'Login',
  loginDescription: 'Sign in to your Nile Pharmacy account.',

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
} as const;
