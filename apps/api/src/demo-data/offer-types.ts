import type { DemoOfferType } from './types.ts';

/** Kinds of special offer; each product's `specialOffer.offerTypeId` points here. */
export const offerTypes: DemoOfferType[] = [
  { id: 1, name: { en: 'Buy 1 get 1', ar: 'اشتر 1 واحصل على 1' } },
  { id: 2, name: { en: 'Weekly deals', ar: 'عروض الأسبوع' } },
  { id: 3, name: { en: 'Bundle offers', ar: 'عروض الباقات' } },
  { id: 4, name: { en: 'Free gift', ar: 'هدية مجانية' } },
  { id: 5, name: { en: 'Summer sale', ar: 'تخفيضات الصيف' } },
  { id: 6, name: { en: 'Ramadan offers', ar: 'عروض رمضان' } },
];
