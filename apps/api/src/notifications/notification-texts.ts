import {
  fillPlaceholders,
  type Lang,
  type NotificationType,
  profileTabPath,
  storeTimeZone,
  timeLocaleOf,
  timeOfDayFormat,
} from '@store/contract';

/**
 * What each notification says, in both languages (server-only: the API sends the texts made, so they
 * stay out of the browser's bundle). `{id}` and the other placeholders are filled by `renderNotification`
 * in the reader's digits (Arabic-Indic on the Arabic side).
 */
const texts: Record<Lang, Record<NotificationType, { title: string; body: string }>> = {
  en: {
    'order.placed': {
      title: 'Order #{id} placed',
      body: 'We have received your order and will tell you when the branch accepts it.',
    },
    'order.accepted': { title: 'Order #{id} accepted', body: 'The branch is preparing your order.' },
    'substitution.requested': {
      title: 'Choose substitutes for order #{id}',
      body: 'Some items are out of stock. Choose substitutes by {time}, or those items will be removed from your order.',
    },
    'order.dispatched': {
      title: 'Order #{id} is on its way',
      body: 'Your order has left the branch and will reach you soon.',
    },
    'order.delivered': { title: 'Order #{id} delivered', body: 'Thank you for shopping with us.' },
    'order.cancelled': { title: 'Order #{id} cancelled', body: '{reason}' },
    'order.refunded': {
      title: 'Refund for order #{id}',
      body: '{amount} has been refunded to your card. It may take a few days to appear.',
    },
    'prescription.quoted': {
      title: 'Your prescription is priced',
      body: 'The pharmacist priced prescription #{id}. Review it and confirm to order.',
    },
    'prescription.rejected': { title: 'Prescription #{id} cannot be filled', body: '{reason}' },
    'support.replied': {
      title: 'New reply from customer support',
      body: 'Our support team answered your request #{id}.',
    },
    'subscription.placed': {
      title: 'Subscription order #{id} placed',
      body: 'Your repeat order has been placed for its delivery day.',
    },
    'subscription.itemsLeftOut': {
      title: 'Items left out of order #{id}',
      body: 'Out of stock, so not in this delivery: {names}',
    },
    'payment.payAgain': {
      title: 'Please pay again for order #{id}',
      body: 'The {amount} held on your card runs out before your delivery, so we let it go. Pay again from your order page to keep your delivery; you pay only for what is delivered.',
    },
    'order.medicineRefused': {
      title: 'The pharmacist removed a medicine from order #{id}',
      body: '{names} cannot be dispensed against your prescription. {reason} Your order was repriced; anything you paid for it is refunded.',
    },
    'order.batchRecalled': {
      title: 'A medicine in order #{id} is recalled',
      body: 'Batch {batch} of {names} has been recalled by its maker. Please stop using it and bring it back to the branch; we will replace or refund it.',
    },
    'privacy.answered': {
      title: 'Your request about your data: {outcome}',
      body: '{answer}',
    },
    'privacy.breach': {
      title: 'A security incident affected your data',
      body: 'On {date} we found an incident that affected your data ({categories}). We have stopped it and told the Data Protection Centre. Beware of messages asking for codes or payments; contact us with any question.',
    },
    'return.updated': { title: 'Your return for order #{id}: {status}', body: '{detail}' },
  },
  ar: {
    'order.placed': {
      title: 'تم استلام طلبك رقم {id}',
      body: 'استلمنا طلبك، وسنخبرك عندما يقبله الفرع.',
    },
    'order.accepted': { title: 'تم قبول طلبك رقم {id}', body: 'يجهّز الفرع طلبك الآن.' },
    'substitution.requested': {
      title: 'اختر بدائل لطلبك رقم {id}',
      body: 'بعض المنتجات غير متوفرة. اختر البدائل قبل {time}، وإلا ستُحذف هذه المنتجات من طلبك.',
    },
    'order.dispatched': {
      title: 'طلبك رقم {id} في الطريق إليك',
      body: 'غادر طلبك الفرع وسيصلك قريبًا.',
    },
    'order.delivered': { title: 'تم توصيل طلبك رقم {id}', body: 'شكرًا لتسوقك معنا.' },
    'order.cancelled': { title: 'تم إلغاء طلبك رقم {id}', body: '{reason}' },
    'order.refunded': {
      title: 'استرداد مبلغ الطلب رقم {id}',
      body: 'رددنا {amount} إلى بطاقتك، وقد يستغرق ظهوره بضعة أيام.',
    },
    'prescription.quoted': {
      title: 'تم تسعير روشتتك',
      body: 'سعّر الصيدلي الروشتة رقم {id}. راجعها وأكّدها لتطلبها.',
    },
    'prescription.rejected': { title: 'تعذّر صرف الروشتة رقم {id}', body: '{reason}' },
    'support.replied': { title: 'رد جديد من خدمة العملاء', body: 'ردّ فريق خدمة العملاء على طلبك رقم {id}.' },
    'subscription.placed': {
      title: 'تم إنشاء طلب الاشتراك رقم {id}',
      body: 'أنشأنا طلبك المتكرر لموعد توصيله.',
    },
    'subscription.itemsLeftOut': {
      title: 'منتجات لم تُضف إلى الطلب رقم {id}',
      body: 'غير متوفرة، لذا لن تصل في هذا التوصيل: {names}',
    },
    'payment.payAgain': {
      title: 'من فضلك ادفع مرة أخرى للطلب رقم {id}',
      body: 'ينتهي حجز مبلغ {amount} على بطاقتك قبل موعد التوصيل، فألغينا الحجز. ادفع مرة أخرى من صفحة طلبك ليصلك في موعده، ولن تدفع إلا ثمن ما يصلك.',
    },
    'order.medicineRefused': {
      title: 'حذف الصيدلي دواءً من طلبك رقم {id}',
      body: 'لا يمكن صرف {names} بروشتتك. {reason} أُعيد حساب طلبك، وسيُرد لك ما دفعته ثمنًا له.',
    },
    'order.batchRecalled': {
      title: 'سحب دواء من طلبك رقم {id}',
      body: 'سحبت الشركة المصنعة التشغيلة {batch} من {names}. من فضلك توقف عن استخدامها وأعدها إلى الفرع، وسنستبدلها أو نرد ثمنها.',
    },
    'privacy.answered': {
      title: 'طلبك بشأن بياناتك: {outcome}',
      body: '{answer}',
    },
    'privacy.breach': {
      title: 'حادث أمني أثّر على بياناتك',
      body: 'اكتشفنا يوم {date} حادثًا أثّر على بياناتك ({categories}). أوقفناه وأبلغنا مركز حماية البيانات. احذر الرسائل التي تطلب رموزًا أو مدفوعات، وتواصل معنا لأي سؤال.',
    },
    'return.updated': { title: 'طلب الإرجاع للطلب رقم {id}: {status}', body: '{detail}' },
  },
};

/** A privacy request's outcome, and the kinds of data a breach touched (docs/decisions/0081). */
const privacyPhrases: Record<Lang, Record<'answered' | 'refused', string>> = {
  en: { answered: 'answered', refused: 'refused' },
  ar: { answered: 'تم الرد', refused: 'مرفوض' },
};
const breachCategoryNames: Record<Lang, Record<string, string>> = {
  en: {
    identity: 'name',
    contact: 'phone and e-mail',
    addresses: 'addresses',
    orders: 'orders',
    health: 'prescriptions and health data',
    payment: 'payment details',
    account: 'account login',
  },
  ar: {
    identity: 'الاسم',
    contact: 'الهاتف والبريد الإلكتروني',
    addresses: 'العناوين',
    orders: 'الطلبات',
    health: 'الروشتات والبيانات الصحية',
    payment: 'بيانات الدفع',
    account: 'الدخول إلى الحساب',
  },
};

/** A return's steps and its refund's ways (docs/decisions/0085). */
const returnPhrases: Record<Lang, Record<string, string>> = {
  en: {
    approved: 'approved',
    refused: 'refused',
    pickup: 'pickup arranged',
    received: 'items received',
    refunded: 'refunded',
    gateway: '{amount} has been refunded to your card or wallet. It may take a few days to appear.',
    cash: '{amount} has been refunded to you in cash.',
    receivedBody: 'The branch has received the items you returned; your refund follows.',
  },
  ar: {
    approved: 'تمت الموافقة',
    refused: 'مرفوض',
    pickup: 'تم ترتيب الاستلام',
    received: 'تم استلام المنتجات',
    refunded: 'تم رد المبلغ',
    gateway: 'رددنا {amount} إلى بطاقتك أو محفظتك، وقد يستغرق ظهوره بضعة أيام.',
    cash: 'رددنا إليك {amount} نقدًا.',
    receivedBody: 'استلم الفرع المنتجات التي أرجعتها، وسيُرد المبلغ قريبًا.',
  },
};

/** Fixed phrases the templates above are filled with. */
const phrases: Record<Lang, Record<'reason' | 'cancelledByStore' | 'cancelled' | 'rejected', string>> = {
  en: {
    reason: 'Reason: {reason}',
    cancelledByStore: 'The store cancelled your order. Anything you paid is refunded.',
    cancelled: 'Your order has been cancelled.',
    rejected: 'Please contact the pharmacy for details.',
  },
  ar: {
    reason: 'السبب: {reason}',
    cancelledByStore: 'ألغى المتجر طلبك، وسيُرد إليك أي مبلغ دفعته.',
    cancelled: 'تم إلغاء طلبك.',
    rejected: 'يُرجى التواصل مع الصيدلية لمعرفة التفاصيل.',
  },
};

const localeOf = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-GB');

/** An id in the reader's digits, without grouping (`#1234`, `#١٢٣٤`). */
export function formatId(id: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), { useGrouping: false }).format(id);
}

/** Piasters as the shop writes pounds: two decimals in the reader's digits, then `EGP` / `ج.م`. */
export function formatMoney(piasters: number, lang: Lang): string {
  const amount = new Intl.NumberFormat(localeOf(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(piasters / 100);
  return lang === 'ar' ? `${amount} ج.م` : `${amount} EGP`;
}

/** A time of day in Cairo, as pages write it (`2:35 PM`, `٢:٣٥ م`: the contract's timeOfDayFormat). */
export function formatCairoTime(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(timeLocaleOf(lang), { ...timeOfDayFormat, timeZone: storeTimeZone }).format(
    at,
  );
}

function fill(template: string, params: Record<string, string>): string {
  return fillPlaceholders(template, (name) => params[name]);
}

/** A stored notification, as the texts need it. */
export interface NotificationFacts {
  type: NotificationType;
  orderId: number | null;
  prescriptionId: number | null;
  supportIssueId: number | null;
  /** The support issue's order, when it is about one. */
  supportOrderId?: number | null;
  data: Record<string, unknown>;
  /** The cancellation reason's name in the reader's language (order.cancelled with a reason). */
  reasonName?: string | null;
}

/** The store page a notification opens, with its language. */
export function notificationUrl(facts: NotificationFacts, lang: Lang): string {
  switch (facts.type) {
    case 'substitution.requested':
      return `/${lang}/order-info/${facts.orderId}/alternatives`;
    case 'prescription.quoted':
    case 'prescription.rejected':
      return profileTabPath(8, lang);
    case 'privacy.answered':
    case 'privacy.breach':
      return profileTabPath(11, lang);
    case 'support.replied':
      return facts.supportOrderId ? `/${lang}/order-info/${facts.supportOrderId}` : `/${lang}/notifications`;
    default:
      return facts.orderId ? `/${lang}/order-info/${facts.orderId}` : `/${lang}/notifications`;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Title, body and page of a notification in `lang`. */
export function renderNotification(
  facts: NotificationFacts,
  lang: Lang,
): { title: string; body: string; url: string } {
  const subject = facts.orderId ?? facts.prescriptionId ?? facts.supportIssueId ?? 0;
  const params: Record<string, string> = { id: formatId(subject, lang) };
  const data = facts.data;
  let body: string | undefined;
  switch (facts.type) {
    case 'substitution.requested': {
      const expiresAt = new Date(text(data.expiresAt));
      params.time = Number.isNaN(expiresAt.getTime()) ? '' : formatCairoTime(expiresAt, lang);
      break;
    }
    case 'order.cancelled':
      params.reason = facts.reasonName
        ? fill(phrases[lang].reason, { reason: facts.reasonName })
        : data.by === 'customer'
          ? phrases[lang].cancelled
          : phrases[lang].cancelledByStore;
      break;
    case 'order.refunded':
    case 'payment.payAgain':
      params.amount = formatMoney(Number(data.amount ?? 0), lang);
      // Paid back in cash (a kiosk payment the gateway cannot give back), not to a card.
      if (facts.type === 'order.refunded' && data.method === 'cash') body = returnPhrases[lang].cash;
      break;
    case 'order.batchRecalled': {
      const name = (data.name ?? {}) as Record<string, string>;
      params.names = name[lang] || name.en || '';
      params.batch = text(data.batch);
      break;
    }
    case 'order.medicineRefused': {
      const name = (data.name ?? {}) as Record<string, string>;
      params.names = name[lang] || name.en || '';
      params.reason = text(data.reason) ? fill(phrases[lang].reason, { reason: text(data.reason) }) : '';
      break;
    }
    case 'prescription.rejected':
      params.reason = text(data.reason)
        ? fill(phrases[lang].reason, { reason: text(data.reason) })
        : phrases[lang].rejected;
      break;
    case 'privacy.answered':
      params.outcome = privacyPhrases[lang][data.outcome === 'refused' ? 'refused' : 'answered'];
      params.answer = text(data.answer);
      break;
    case 'privacy.breach': {
      const at = new Date(text(data.discoveredAt));
      params.date = Number.isNaN(at.getTime())
        ? ''
        : new Intl.DateTimeFormat(timeLocaleOf(lang), { dateStyle: 'long', timeZone: storeTimeZone }).format(
            at,
          );
      const kinds = Array.isArray(data.categories) ? (data.categories as string[]) : [];
      params.categories = kinds
        .map((kind) => breachCategoryNames[lang][kind] ?? kind)
        .join(lang === 'ar' ? '، ' : ', ');
      break;
    }
    case 'return.updated': {
      const status = text(data.status);
      params.status = returnPhrases[lang][status] ?? status;
      params.detail =
        status === 'refunded'
          ? fill(returnPhrases[lang][data.method === 'cash' ? 'cash' : 'gateway']!, {
              amount: formatMoney(Number(data.amount ?? 0), lang),
            })
          : status === 'received'
            ? returnPhrases[lang].receivedBody!
            : text(data.note);
      break;
    }
    case 'subscription.itemsLeftOut': {
      const items = Array.isArray(data.items) ? (data.items as { name?: Record<string, string> }[]) : [];
      params.names = items
        .map((item) => item.name?.[lang] || item.name?.en || '')
        .filter(Boolean)
        .join(lang === 'ar' ? '، ' : ', ');
      break;
    }
  }
  const template = texts[lang][facts.type];
  return {
    title: fill(template.title, params),
    body: fill(body ?? template.body, params),
    url: notificationUrl(facts, lang),
  };
}
