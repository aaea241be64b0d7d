-- A branch's delivery settings (docs/decisions/0072), beside its delivery charge: free delivery from
-- an order amount (piasters; null: never free), its own minimum order (piasters; null: the store's
-- MINIMUM_ORDER_EGP), the ways of paying it takes (ids; every way by default), and its opening hours
-- (the days it changed; `openingHoursOf` fills in the rest).
ALTER TABLE "branches" ADD COLUMN "free_delivery_from" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "minimum_order" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "payment_type_ids" jsonb DEFAULT '[1,2,3]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;
