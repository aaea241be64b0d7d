import type { DemoNamedRow } from './types.ts';

/**
 * Payment methods; id 3 is the online card payment that redirects to the payment page; 4 and 5 the
 * mobile wallet and the kiosk reference (docs/decisions/0080; migration 0061 adds them to a store
 * loaded before them, with these names).
 */
export const paymentTypes: DemoNamedRow[] = [
  { id: 1, name: { en: 'Cash on delivery', ar: 'الدفع نقداً عند الاستلام' } },
  { id: 2, name: { en: 'Card reader on delivery', ar: 'الدفع بالبطاقة عند الاستلام' } },
  { id: 3, name: { en: 'Online card payment', ar: 'الدفع الإلكتروني بالبطاقة' } },
  { id: 4, name: { en: 'Mobile wallet', ar: 'محفظة الموبايل' } },
  { id: 5, name: { en: 'Pay at Fawry, Aman or Masary', ar: 'الدفع في فوري أو أمان أو مصاري' } },
];

/** Reasons offered when a customer cancels an order. */
export const cancellationReasons: DemoNamedRow[] = [
  { id: 1, name: { en: 'I ordered by mistake', ar: 'طلبت بالخطأ' } },
  { id: 2, name: { en: 'Delivery is taking too long', ar: 'التوصيل يستغرق وقتاً طويلاً' } },
  { id: 3, name: { en: 'I changed my mind', ar: 'غيرت رأيي' } },
  { id: 4, name: { en: 'I found a better price elsewhere', ar: 'وجدت سعراً أفضل في مكان آخر' } },
  { id: 5, name: { en: 'Wrong delivery address', ar: 'عنوان التوصيل خاطئ' } },
  { id: 6, name: { en: 'Other reason', ar: 'سبب آخر' } },
];
