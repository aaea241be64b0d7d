CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Stores that already have products get their words now; new search texts refresh them (refreshSearchText).
INSERT INTO "search_words" ("word")
SELECT DISTINCT "word" FROM "products", unnest(string_to_array("search_text", ' ')) AS "word"
WHERE "word" <> '' ON CONFLICT DO NOTHING;
