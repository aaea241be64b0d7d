-- Pictures uploaded for categories and brands (docs/decisions/0083): the key of the cleaned original in
-- the file storage (its WebP copy beside it); null: the storefront draws the demo picture as before.
ALTER TABLE "categories" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "picture_key" text;--> statement-breakpoint
CREATE INDEX "categories_picture_key_idx" ON "categories" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "brands_picture_key_idx" ON "brands" USING btree ("picture_key");
