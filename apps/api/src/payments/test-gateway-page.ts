import { localPhone, piastersToPounds } from '@store/contract';
import { testCards, testWallets } from './test-gateway.ts';

const copy = {
  en: {
    title: 'Test payment page',
    intro: 'This is the store’s built-in test gateway. No real card is charged.',
    amount: 'Amount to pay',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel payment',
    cards: `Approve with ${testCards.approve}; decline with ${testCards.decline} (any other number is declined too); ${testCards.captureFails} is held but its capture at dispatch fails.`,
    currency: 'EGP',
    done: 'This payment is already finished.',
    walletTitle: 'Test mobile wallet',
    walletAsked: 'A payment request was sent to the wallet',
    approve: 'Approve on the phone',
    wallets: `${testWallets.approve} approves; ${testWallets.decline} (or any other number) declines.`,
    outletTitle: 'Test payment outlet (Fawry, Aman, Masary)',
    outletReference: 'Reference',
    outletPay: 'Pay this reference at the outlet',
    outletNote: 'Paid here, the store hears of it a few seconds later. Left unpaid, the reference expires.',
    outletQueued: 'Paid at the outlet: the store will be told shortly.',
  },
  ar: {
    title: 'صفحة الدفع التجريبية',
    intro: 'هذه بوابة الدفع التجريبية الخاصة بالمتجر. لن يتم خصم أي مبلغ من بطاقة حقيقية.',
    amount: 'المبلغ المطلوب',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    cards: `للموافقة استخدم ${testCards.approve}؛ وللرفض استخدم ${testCards.decline} (أي رقم آخر يُرفض أيضاً)؛ ويُحجز المبلغ بالبطاقة ${testCards.captureFails} لكن يفشل تحصيله عند خروج الطلب.`,
    currency: 'ج.م',
    done: 'تم الانتهاء من عملية الدفع هذه بالفعل.',
    walletTitle: 'محفظة الموبايل التجريبية',
    walletAsked: 'تم إرسال طلب دفع إلى المحفظة',
    approve: 'الموافقة من الموبايل',
    wallets: `الرقم ${testWallets.approve} يوافق؛ والرقم ${testWallets.decline} (أو أي رقم آخر) يرفض.`,
    outletTitle: 'منفذ دفع تجريبي (فوري، أمان، مصاري)',
    outletReference: 'الرقم المرجعي',
    outletPay: 'ادفع هذا الرقم المرجعي في المنفذ',
    outletNote: 'عند الدفع هنا يصل إشعار الدفع إلى المتجر بعد ثوانٍ. وإن لم يُدفع تنتهي صلاحية الرقم.',
    outletQueued: 'تم الدفع في المنفذ: سيصل الإشعار إلى المتجر بعد قليل.',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain, accessible card form in the customer's language (the page has no scripts). */
export function testGatewayPage(
  payment: {
    reference: string;
    amount: number;
    lang: string;
    state: string;
    method?: string;
    walletNumber?: string | null;
    billReference?: string | null;
  },
  outletPaid = false,
): string {
  const lang = payment.lang === 'ar' ? 'ar' : 'en';
  const t = copy[lang];
  const amount = `${piastersToPounds(payment.amount).toFixed(2)} ${t.currency}`;
  const action = `/api/payment/test-gateway/${encodeURIComponent(payment.reference)}`;
  const cancel = `<button type="submit" name="decision" value="cancel" class="secondary">${t.cancel}</button>`;
  let title: string = t.title;
  let note: string = t.cards;
  let form: string;
  if (payment.state !== 'pending') form = `<p role="status">${t.done}</p>`;
  else if (payment.method === 'wallet') {
    title = t.walletTitle;
    note = t.wallets;
    form = `<p>${t.walletAsked}</p><p class="amount" dir="ltr">${escapeHtml(localPhone(payment.walletNumber ?? ''))}</p>
<form method="post" action="${action}">
  <button type="submit" name="decision" value="pay">${t.approve}</button>
  ${cancel}
</form>`;
  } else if (payment.method === 'kiosk') {
    title = t.outletTitle;
    note = t.outletNote;
    form = `<p>${t.outletReference}</p><p class="amount" dir="ltr">${escapeHtml(payment.billReference ?? '')}</p>
${
  outletPaid
    ? `<p role="status">${t.outletQueued}</p>`
    : `<form method="post" action="${action}"><button type="submit" name="decision" value="pay">${t.outletPay}</button></form>`
}`;
  } else
    form =
      payment.state === 'pending'
        ? `<form method="post" action="${action}">
  <label for="card">${t.card}</label>
  <input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${testCards.approve}">
  <div class="row">
    <div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12/30"></div>
    <div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
  </div>
  <button type="submit" name="decision" value="pay">${t.pay}</button>
  <button type="submit" name="decision" value="cancel" class="secondary">${t.cancel}</button>
</form>`
        : `<p role="status">${t.done}</p>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:1.3rem;margin:0 0 8px}label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}.amount{font-size:1.6rem;font-weight:700;margin:4px 0 8px}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:999px;background:#047857;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c;margin-top:10px}
.note{font-size:.85rem;color:#475569}
</style>
</head>
<body><main>
<h1>${title}</h1>
<p class="note">${t.intro}</p>
<p>${t.amount}</p><p class="amount">${escapeHtml(amount)}</p>
${form}
<p class="note">${note}</p>
</main></body></html>`;
}
