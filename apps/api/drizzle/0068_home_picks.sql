-- What the home shows besides its carousel, chosen in the console (docs/decisions/0086): the popular
-- categories grid's order (featured categories, the whole chain's; null: after the ordered ones) and
-- the deals slider's products in order (none: the branch's best deals).
ALTER TABLE "categories" ADD COLUMN "featured_sort" integer;--> statement-breakpoint
CREATE TABLE "home_deal_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "home_deal_products" ADD CONSTRAINT "home_deal_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
