-- Every order page (staff and customer) asks which prescription an order was placed from (issue 25).
CREATE INDEX "prescriptions_order_idx" ON "prescriptions" USING btree ("order_id") WHERE "order_id" IS NOT NULL;
