-- A delivery time promise per branch for instant orders (docs/decisions/0088): the branch's minutes
-- (null: no promise shown), and the minutes an instant order was placed with, so a later change does
-- not rewrite a promise made. The demo branches promise an hour.
ALTER TABLE "branches" ADD COLUMN "delivery_promise_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promise_minutes" integer;
