-- Every medicine pack handed over, by its GS1 DataMatrix (docs/decisions/0066): which order line got
-- which serial of which batch, when, and who scanned it. A serial is dispensed once, ever.
CREATE TABLE "dispensed_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"branch_id" integer NOT NULL REFERENCES "branches"("id"),
	"gtin" varchar(14) NOT NULL,
	"serial" varchar(20) NOT NULL,
	"batch" varchar(20),
	"expiry" date NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "dispensed_packs_serial_idx" ON "dispensed_packs" USING btree ("gtin","serial");--> statement-breakpoint
CREATE INDEX "dispensed_packs_item_idx" ON "dispensed_packs" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "dispensed_packs_branch_day_idx" ON "dispensed_packs" USING btree ("branch_id","created_at");
