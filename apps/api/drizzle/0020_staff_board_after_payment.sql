-- An online checkout waiting for its payment (docs/decisions/0031) is not a new order for the staff
-- board: its insert no longer notifies `staff_events`. When the payment is verified (or the customer
-- switches to pay on delivery) the store writes an `order.placed` order event, which the board hears
-- through `store_notify_order_event` as before.
CREATE OR REPLACE FUNCTION store_notify_new_order() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.awaiting_payment THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('staff_events', json_build_object(
    'type', 'order.placed', 'orderId', NEW.id, 'branchId', NEW.branch_id)::text);
  RETURN NULL;
END
$$;
