-- Online checkout awaiting payment (docs/decisions/0031). The two address ALTERs were pending in schema.ts
-- (another change: floor/apartment as free text) when this was generated, so drizzle-kit included them here.
ALTER TABLE "addresses" ALTER COLUMN "floor" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "apartment" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "page_url" text;