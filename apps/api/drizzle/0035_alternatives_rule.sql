-- Alternatives follow one rule over the products' own facts (issue 25, docs/decisions/0048): the
-- form a medicine is taken in and who a product is for join its active ingredients and uses. The
-- stored list of price neighbours it replaces offered lozenges for a decongestant.
ALTER TABLE "products" ADD COLUMN "dosage_form" varchar(16);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "population" varchar(8) DEFAULT 'all' NOT NULL;--> statement-breakpoint
DROP TABLE "product_alternatives";
