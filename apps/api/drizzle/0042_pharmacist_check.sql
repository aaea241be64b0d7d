-- Prescription-only medicines at checkout (docs/decisions/0061): the prescription that goes with an
-- order, whether a pharmacist has checked the order ('pending', 'approved'; NULL: it has no
-- prescription-only medicine), and the pharmacist of record with the syndicate licence number as it
-- was when they checked it.
ALTER TABLE "orders" ADD COLUMN "prescription_id" integer REFERENCES "prescriptions"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_check" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_id" integer REFERENCES "staff"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_licence" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pharmacist_pending_idx" ON "orders" ("branch_id") WHERE "pharmacist_check" = 'pending';--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "licence_number" varchar(40);
--> statement-breakpoint
-- A prescription-only line a pharmacist refused: the customer is told which and why, in their
-- language (a trigger of its own, as 0023's, so it adds to whatever the order's other triggers say).
CREATE OR REPLACE FUNCTION store_pharmacist_refusal_notification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_add_notification((SELECT user_id FROM orders WHERE id = NEW.order_id), 'order.medicineRefused',
    NEW.order_id, NULL, NULL, 'order_events:' || NEW.id, NEW.data);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_events_pharmacist_refusal AFTER INSERT ON order_events
  FOR EACH ROW WHEN (NEW.type = 'pharmacist.lineRefused') EXECUTE FUNCTION store_pharmacist_refusal_notification();
