-- Reports (issue 30, docs/decisions/0055). Searches were not logged anywhere: the ones that found
-- nothing are counted here, one row per Cairo day, branch, language and words (the count goes up),
-- so a busy day adds a few rows, not one per search. The words are the keyword as search reads it
-- (normalized: lower case, one kind of Arabic letter), never who typed them.
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"words" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_pk" PRIMARY KEY("day","branch_id","lang","words")
);--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A report reads a period's orders of a branch (or of the chain) by the time they were placed.
CREATE INDEX "orders_branch_created_idx" ON "orders" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
