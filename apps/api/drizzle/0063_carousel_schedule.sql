-- The home carousel edited in the console (docs/decisions/0082): a slide shows on one language's home
-- or both (lang null), from its first Cairo day to its last (null: open), unless hidden; an uploaded
-- picture (its key in the file storage) replaces the drawn banner; version guards concurrent edits.
ALTER TABLE "carousels" ADD COLUMN "lang" varchar(2);--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "carousels_picture_key_idx" ON "carousels" USING btree ("picture_key");
