-- Card payments held at checkout and taken at dispatch (docs/decisions/0039). 'sale': charged when
-- verified (as before); 'auth': the gateway holds the amount and the store captures it at dispatch.
ALTER TABLE "payments" ADD COLUMN "mode" varchar(8) DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
-- A hold that lapses before its order goes out: the customer is asked to pay again. A trigger of its
-- own (not another branch of store_order_event_notification), so it adds to whatever that one says.
CREATE OR REPLACE FUNCTION store_payment_hold_notification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_add_notification((SELECT user_id FROM orders WHERE id = NEW.order_id), 'payment.payAgain',
    NEW.order_id, NULL, NULL, 'order_events:' || NEW.id, NEW.data);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_events_payment_hold AFTER INSERT ON order_events
  FOR EACH ROW WHEN (NEW.type = 'payment.holdExpired') EXECUTE FUNCTION store_payment_hold_notification();
