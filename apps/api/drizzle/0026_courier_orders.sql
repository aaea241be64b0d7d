-- Couriers (docs/decisions/0043): the staff member carrying an order, when it was handed to them,
-- and when they brought it back because the customer could not be reached (a staff decision is due).
ALTER TABLE "orders" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_staff_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_courier_idx" ON "orders" USING btree ("courier_id","status_id");
