-- One ledger of money movements (docs/decisions/0057): the refunds of cancelled orders move from
-- payment_refunds into payment_ledger as `refund` rows, beside the substitution and weight refunds.
INSERT INTO "payment_ledger" ("order_id", "payment_id", "kind", "amount", "reason", "gateway_reference", "created_at")
SELECT p."order_id", r."payment_id", 'refund', r."amount", 'cancellation', r."gateway_reference", r."created_at"
FROM "payment_refunds" r JOIN "payments" p ON p."id" = r."payment_id";--> statement-breakpoint
DROP TABLE "payment_refunds";
