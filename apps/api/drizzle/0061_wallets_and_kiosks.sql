-- Mobile wallets and kiosk references (docs/decisions/0080): a payment attempt says what it is
-- (a card, a mobile wallet with its number, or a bill reference paid at a Fawry, Aman or Masary
-- outlet), until when a wallet request or reference can be paid, and the reference itself.
ALTER TABLE "payments" ADD COLUMN "method" varchar(8) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "wallet_number" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bill_reference" varchar(40);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "payment_type_ids" SET DEFAULT '[1,2,3,4,5]'::jsonb;--> statement-breakpoint
-- A store that has payment types (its demo or reference data) gets the two new ones; a branch that
-- took online card payment takes them too (the same gateway).
INSERT INTO "payment_types" ("id") SELECT v.id FROM (VALUES (4), (5)) AS v(id)
  WHERE EXISTS (SELECT 1 FROM "payment_types" WHERE "id" = 3) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_type_translations" ("owner_id", "lang", "name")
  SELECT v.owner_id, v.lang, v.name FROM (VALUES
    (4, 'en', 'Mobile wallet'), (4, 'ar', 'محفظة الموبايل'),
    (5, 'en', 'Pay at Fawry, Aman or Masary'), (5, 'ar', 'الدفع في فوري أو أمان أو مصاري')
  ) AS v(owner_id, lang, name)
  WHERE EXISTS (SELECT 1 FROM "payment_types" WHERE "id" = 4) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "branches" SET "payment_type_ids" = "payment_type_ids" || '[4,5]'::jsonb
  WHERE "payment_type_ids" @> '[3]'::jsonb AND NOT "payment_type_ids" @> '[4]'::jsonb;
