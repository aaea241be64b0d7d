-- Sign-ups waiting for their phone code (docs/decisions/0044): the account is created when the code
-- is verified, so `register` answers the same whether or not its e-mail or phone is already taken.
CREATE TABLE "sign_ups" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"password_hash" text NOT NULL,
	"lang" varchar(2) NOT NULL,
	"email_taken" boolean NOT NULL,
	"phone_taken" boolean NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "sign_ups_expires_idx" ON "sign_ups" USING btree ("expires_at");
