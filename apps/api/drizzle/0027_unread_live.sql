-- The bell's unread count, live on every page (issue 25): any change to a customer's notifications
-- (a new one, one read, all read, old ones removed) is told on channel `notification_live` with the
-- customer's id, on commit, to every app instance; each streams the count now to that customer's pages.
CREATE OR REPLACE FUNCTION store_notification_live() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.read_at IS NOT DISTINCT FROM OLD.read_at THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('notification_live', json_build_object(
    'userId', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION store_notification_live();
