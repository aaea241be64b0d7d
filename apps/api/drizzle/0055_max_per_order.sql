-- A medicine's largest quantity per order (docs/decisions/0054, amended 2026-11-29): whole packs a
-- pharmacist allows one order to take (paracetamol, for example); null: no limit beyond stock.
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK ("max_per_order" IS NULL OR "max_per_order" > 0);
