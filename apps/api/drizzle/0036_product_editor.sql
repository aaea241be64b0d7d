-- Products edited from the staff console (issue 28, docs/decisions/0052): a version for optimistic
-- edits, hidden (product-wide, copied to the branch rows every customer read filters), SKU and barcodes.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" varchar(40);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcodes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" ("sku");--> statement-breakpoint
ALTER TABLE "branch_products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
