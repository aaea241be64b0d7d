ALTER TABLE "payments" ADD COLUMN "gateway_order_id" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_idx" ON "payments" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
-- Paymob attempts still awaiting their callback kept Paymob's order id in gateway_reference: it moves to gateway_order_id, where callbacks now look for it.
UPDATE "payments" SET "gateway_order_id" = "gateway_reference", "gateway_reference" = NULL WHERE "gateway" = 'paymob' AND "state" = 'pending' AND "gateway_reference" IS NOT NULL;
