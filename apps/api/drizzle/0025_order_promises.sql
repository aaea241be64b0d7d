ALTER TABLE "cancellation_reasons" ADD COLUMN "kind" varchar(16) DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD COLUMN "code" varchar(40);--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_reasons_code_idx" ON "cancellation_reasons" USING btree ("code");--> statement-breakpoint
INSERT INTO "cancellation_reasons" ("id", "kind", "code") VALUES
  (101, 'staff', 'customerUnreachable'),
  (102, 'staff', 'outOfStock'),
  (103, 'staff', 'wrongAddress'),
  (104, 'staff', 'pharmacistRefused'),
  (105, 'staff', 'duplicateOrder'),
  (111, 'system', 'subscriptionPaused'),
  (112, 'system', 'subscriptionSkipped'),
  (113, 'system', 'subscriptionCancelled') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "cancellation_reason_translations" ("owner_id", "lang", "name") VALUES
  (101, 'en', 'Customer unreachable'),
  (101, 'ar', 'تعذّر الوصول إلى العميل'),
  (102, 'en', 'Out of stock'),
  (102, 'ar', 'المنتجات غير متوفرة'),
  (103, 'en', 'Wrong address'),
  (103, 'ar', 'العنوان غير صحيح'),
  (104, 'en', 'The pharmacist refused to dispense it'),
  (104, 'ar', 'رفض الصيدلي صرف الطلب'),
  (105, 'en', 'Duplicate order'),
  (105, 'ar', 'طلب مكرر'),
  (111, 'en', 'You paused your subscription'),
  (111, 'ar', 'أوقفت اشتراكك مؤقتًا'),
  (112, 'en', 'You skipped this delivery'),
  (112, 'ar', 'تخطيت هذا التوصيل'),
  (113, 'en', 'You cancelled your subscription'),
  (113, 'ar', 'ألغيت اشتراكك') ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('cancellation_reasons', 'id'), (SELECT max("id") FROM "cancellation_reasons"));
