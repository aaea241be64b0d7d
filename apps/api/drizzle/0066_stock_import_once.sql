-- A stock import is applied once per branch (docs/decisions/0084). `content_hash`: the SHA-256 of the
-- file as uploaded; `idempotency_key`: the upload's Idempotency-Key, so a retried upload is the same
-- import. `stock_import_applications` holds one row per branch a file was applied to: its primary key
-- is the guard, inserted in the apply's transaction, so the same file applied again (a second upload,
-- a retry, another instance at the same moment) waits for the first and then writes nothing.
ALTER TABLE stock_imports ADD COLUMN content_hash varchar(64);
--> statement-breakpoint
ALTER TABLE stock_imports ADD COLUMN idempotency_key varchar(100);
--> statement-breakpoint
CREATE UNIQUE INDEX stock_imports_idempotency_idx ON stock_imports (staff_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
--> statement-breakpoint
CREATE TABLE stock_import_applications (
  branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
  content_hash varchar(64) NOT NULL,
  import_id integer NOT NULL REFERENCES stock_imports(id) ON DELETE CASCADE,
  staff_id integer NOT NULL REFERENCES staff(id),
  applied_at timestamp with time zone NOT NULL,
  PRIMARY KEY (branch_id, content_hash)
);
--> statement-breakpoint
CREATE INDEX stock_import_applications_import_idx ON stock_import_applications (import_id);
--> statement-breakpoint
-- The ledger trigger of 0033, with one addition: a writer that writes its own ledger rows in the
-- same transaction (the import's receipts, one row per batch with its note, in one statement) sets
-- `store.stock_ledger` to 'written' around its level update, and the trigger writes nothing for it.
CREATE OR REPLACE FUNCTION store_stock_movements() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  why text := coalesce(nullif(current_setting('store.stock_reason', true), ''), TG_ARGV[0]);
  order_ref integer := nullif(current_setting('store.stock_order', true), '')::integer;
  staff_ref integer := nullif(current_setting('store.stock_staff', true), '')::integer;
  note_text text := nullif(current_setting('store.stock_note', true), '');
BEGIN
  IF current_setting('store.stock_ledger', true) = 'written' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_movements (branch_id, product_id, delta_milli, level_milli, reason, order_id, staff_id, note)
      SELECT n.branch_id, n.product_id, n.stock_milli, n.stock_milli, why, order_ref, staff_ref, note_text
      FROM new_rows n WHERE n.stock_milli <> 0;
  ELSE
    INSERT INTO stock_movements (branch_id, product_id, delta_milli, level_milli, reason, order_id, staff_id, note)
      SELECT n.branch_id, n.product_id, n.stock_milli - o.stock_milli, n.stock_milli, why, order_ref, staff_ref, note_text
      FROM new_rows n JOIN old_rows o ON o.branch_id = n.branch_id AND o.product_id = n.product_id
      WHERE n.stock_milli <> o.stock_milli;
  END IF;
  RETURN NULL;
END
$$;
