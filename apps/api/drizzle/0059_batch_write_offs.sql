-- Writing off what is left of a withdrawn batch (docs/decisions/0079): destroyed or returned to the
-- supplier, by whom, when and why. The units written off in all (a cancel may give units back to a
-- withdrawn batch, written off again later); the batch's quantity left goes to zero.
ALTER TABLE "stock_batches" ADD COLUMN "written_off_milli" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "written_off_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "written_off_by" integer REFERENCES "staff"("id");
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "write_off_disposal" varchar(16);
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "write_off_note" text;
