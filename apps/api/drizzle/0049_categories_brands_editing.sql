-- Categories and brands edited from the staff console (issue 28, docs/decisions/0071): a version for
-- optimistic edits and hidden (hides the category's whole branch of the tree, or the brand, and every
-- product in it: copied into branch_products.hidden, which every customer read already filters).
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
