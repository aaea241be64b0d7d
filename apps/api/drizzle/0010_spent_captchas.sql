CREATE TABLE "spent_captchas" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_captchas_expires_idx" ON "spent_captchas" USING btree ("expires_at");