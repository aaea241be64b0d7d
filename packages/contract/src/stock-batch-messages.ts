/** The messages of batches and expiry (docs/decisions/0075), spread into the server's messages. */
export const batchMessagesEn = {
  'batches.batchInvalid': 'Please enter the batch number as printed on the pack',
  'batches.expiryInvalid': 'Please enter the expiry date as year-month-day',
  'batches.quantityInvalid': 'Please enter a quantity more than zero, with at most three decimals',
  'batches.expired': 'This batch has expired: it cannot be received for sale',
  'batches.expiryMismatch': 'Batch {batch} was received with the expiry {expiry}: please check the pack',
  'batches.isRecalled': 'Batch {batch} is recalled: it cannot be received',
  'batches.notFound': 'No batch with this number at this branch',
  'batches.alreadyRecalled': 'This batch is already recalled',
  'batches.recallNoteRequired': 'Please say why the batch is recalled',
  'batches.received': 'Received: the batch is in stock',
  'batches.receivedWithdrawn': 'Received, but the batch expires within {days} days: it is not sold online',
  'batches.recalled': 'Batch recalled: out of stock, {count} orders told',
  'batches.cutoffInvalid': 'Please enter a whole number of days from 0 to 730',
  'batches.cutoffSaved': 'Saved: batches expiring within {days} days are not sold online',
} as const;

export const batchMessagesAr: Record<keyof typeof batchMessagesEn, string> = {
  'batches.batchInvalid': 'من فضلك أدخل رقم التشغيلة كما هو مطبوع على العبوة',
  'batches.expiryInvalid': 'من فضلك أدخل تاريخ الصلاحية بالسنة والشهر واليوم',
  'batches.quantityInvalid': 'من فضلك أدخل كمية أكبر من الصفر، بحد أقصى ثلاثة أرقام عشرية',
  'batches.expired': 'انتهت صلاحية هذه التشغيلة: لا يمكن استلامها للبيع',
  'batches.expiryMismatch': 'استُلمت التشغيلة {batch} بتاريخ صلاحية {expiry}: من فضلك راجع العبوة',
  'batches.isRecalled': 'التشغيلة {batch} مسحوبة: لا يمكن استلامها',
  'batches.notFound': 'لا توجد تشغيلة بهذا الرقم في هذا الفرع',
  'batches.alreadyRecalled': 'هذه التشغيلة مسحوبة بالفعل',
  'batches.recallNoteRequired': 'من فضلك اذكر سبب سحب التشغيلة',
  'batches.received': 'تم الاستلام: التشغيلة في المخزون',
  'batches.receivedWithdrawn': 'تم الاستلام، لكن صلاحية التشغيلة تنتهي خلال {days} يومًا: لا تُباع أونلاين',
  'batches.recalled': 'تم سحب التشغيلة من المخزون وإبلاغ أصحاب الطلبات: {count}',
  'batches.cutoffInvalid': 'من فضلك أدخل عددًا صحيحًا من الأيام من صفر إلى سبعمائة وثلاثين',
  'batches.cutoffSaved': 'تم الحفظ: التشغيلات التي تنتهي صلاحيتها خلال {days} يومًا لا تُباع أونلاين',
};
