-- The staff console's live board (docs/decisions/0027-staff-live-board.md): every new order and every
-- order event (status change, cancellation, substitution answer, weights) notifies the channel
-- `staff_events` in the writing transaction. PostgreSQL delivers it on commit only, to every app
-- instance listening on the database, so no code path that changes an order can forget to tell the
-- console, and a rolled-back change tells no one. The payload is small (ids only): the console reads
-- the order through the API, which checks the staff member's branch.
CREATE OR REPLACE FUNCTION store_notify_new_order() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_events', json_build_object(
    'type', 'order.placed', 'orderId', NEW.id, 'branchId', NEW.branch_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_notify_order_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_events', json_build_object(
    'type', NEW.type, 'orderId', NEW.order_id,
    'branchId', (SELECT branch_id FROM orders WHERE id = NEW.order_id))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_staff AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION store_notify_new_order();
--> statement-breakpoint
CREATE TRIGGER order_events_notify_staff AFTER INSERT ON order_events
  FOR EACH ROW EXECUTE FUNCTION store_notify_order_event();
