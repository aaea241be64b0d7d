-- Search keeps an index of the catalogue's text in every app instance (docs/decisions/0035). Any change
-- to what it reads (names, descriptions, uses, brands, categories, active ingredients, synonyms, which
-- products exist, popularity) notifies `search_changes` once per statement; PostgreSQL delivers it on
-- commit to every instance, which then reloads. Prices and stock are not indexed: pages read them fresh.
CREATE OR REPLACE FUNCTION store_notify_search_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
--> statement-breakpoint
CREATE TRIGGER product_translations_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
--> statement-breakpoint
CREATE TRIGGER brand_translations_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
--> statement-breakpoint
CREATE TRIGGER category_translations_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
--> statement-breakpoint
CREATE TRIGGER product_active_ingredients_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_active_ingredients
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
--> statement-breakpoint
CREATE TRIGGER active_ingredient_translations_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON active_ingredient_translations
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
--> statement-breakpoint
CREATE TRIGGER search_synonyms_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION store_notify_search_change();
