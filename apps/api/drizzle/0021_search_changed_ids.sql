-- Search updates only what changed (docs/decisions/0035, 2026-11-26). The triggers of 0019 said only
-- which table changed, and every instance rebuilt its whole index (13 s at 100,000 products). These name
-- the changed rows in the NOTIFY payload, as JSON, and each instance re-reads just those products:
--   {"products":[ids]}     a product's row (search columns only), texts or active ingredients changed,
--                          or the product was added or removed;
--   {"brands":[ids]}, {"categories":[ids]}, {"ingredients":[ids]}: their names changed (every product
--                          showing them is re-read, and the brand and category suggestions);
--   {"synonyms":true}      the synonym rows changed (read at query time: no product is re-read);
--   {"all":true}           a TRUNCATE, or more than 1000 ids in one statement (a payload stays far below
--                          PostgreSQL's 8000 bytes): the instance builds its index again.
-- One NOTIFY per statement, delivered on commit (identical ones in a transaction are sent once).
-- Transition tables need one trigger per event.
DROP TRIGGER IF EXISTS products_notify_search ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_translations_notify_search ON product_translations;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_active_ingredients_notify_search ON product_active_ingredients;
--> statement-breakpoint
DROP TRIGGER IF EXISTS brand_translations_notify_search ON brand_translations;
--> statement-breakpoint
DROP TRIGGER IF EXISTS category_translations_notify_search ON category_translations;
--> statement-breakpoint
DROP TRIGGER IF EXISTS active_ingredient_translations_notify_search ON active_ingredient_translations;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_synonyms_notify_search ON search_synonyms;
--> statement-breakpoint
DROP FUNCTION IF EXISTS store_notify_search_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_notify_search_ids(kind text, ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  ELSIF cardinality(ids) > 1000 THEN
    PERFORM pg_notify('search_changes', '{"all":true}');
  ELSE
    PERFORM pg_notify('search_changes', json_build_object(kind, ids)::text);
  END IF;
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the kind of id; TG_ARGV[1]: the column holding it, in the statement's old and new rows.
CREATE OR REPLACE FUNCTION store_notify_search_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('search_changes', '{"all":true}');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (to_jsonb(r) ->> TG_ARGV[1])::integer) INTO ids FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (to_jsonb(r) ->> TG_ARGV[1])::integer) INTO ids FROM old_rows r;
  ELSE
    SELECT array_agg(DISTINCT changed.id) INTO ids FROM (
      SELECT (to_jsonb(r) ->> TG_ARGV[1])::integer AS id FROM new_rows r
      UNION ALL
      SELECT (to_jsonb(r) ->> TG_ARGV[1])::integer AS id FROM old_rows r
    ) changed;
  END IF;
  PERFORM store_notify_search_ids(TG_ARGV[0], ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A product's row: an update counts only if it changed what search reads (brand, categories, popularity).
CREATE OR REPLACE FUNCTION store_notify_search_products() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT coalesce(n.id, o.id)) INTO ids
  FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
  WHERE n.id IS NULL OR o.id IS NULL
     OR (n.brand_id, n.category_id, n.category2_id, n.category1_id, n.popularity)
        IS DISTINCT FROM (o.brand_id, o.category_id, o.category2_id, o.category1_id, o.popularity);
  PERFORM store_notify_search_ids('products', ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_notify_search_synonyms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', '{"synonyms":true}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'id');
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_products();
--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'id');
--> statement-breakpoint
CREATE TRIGGER products_search_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'id');
--> statement-breakpoint
CREATE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER product_translations_search_update AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER product_translations_search_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER product_translations_search_truncate AFTER TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER product_active_ingredients_search_insert AFTER INSERT ON product_active_ingredients
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_active_ingredients_search_update AFTER UPDATE ON product_active_ingredients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_active_ingredients_search_delete AFTER DELETE ON product_active_ingredients
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_active_ingredients_search_truncate AFTER TRUNCATE ON product_active_ingredients
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER brand_translations_search_insert AFTER INSERT ON brand_translations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('brands', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER brand_translations_search_update AFTER UPDATE ON brand_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('brands', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER brand_translations_search_delete AFTER DELETE ON brand_translations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('brands', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER brand_translations_search_truncate AFTER TRUNCATE ON brand_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('brands', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER category_translations_search_insert AFTER INSERT ON category_translations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('categories', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER category_translations_search_update AFTER UPDATE ON category_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('categories', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER category_translations_search_delete AFTER DELETE ON category_translations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('categories', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER category_translations_search_truncate AFTER TRUNCATE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('categories', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER active_ingredient_translations_search_insert AFTER INSERT ON active_ingredient_translations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('ingredients', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER active_ingredient_translations_search_update AFTER UPDATE ON active_ingredient_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('ingredients', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER active_ingredient_translations_search_delete AFTER DELETE ON active_ingredient_translations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('ingredients', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER active_ingredient_translations_search_truncate AFTER TRUNCATE ON active_ingredient_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_rows('ingredients', 'owner_id');
--> statement-breakpoint
CREATE TRIGGER search_synonyms_search_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_synonyms();
