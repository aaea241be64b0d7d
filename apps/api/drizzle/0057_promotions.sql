-- Promotions (docs/decisions/0076): the promo codes' table becomes the promotions' table. A row
-- without a code is automatic; kinds 'freeDelivery' and 'buyXGetY' (buy_quantity, get_quantity)
-- join 'percent' and 'fixed'; a promotion may
-- target products, categories or brands, run at chosen branches, start on a Cairo day, be for a first
-- order only, and combine with others. Existing codes keep working as they were (order-wide, not
-- combinable, every branch), named by their code.
ALTER TABLE "promo_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "kind" TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "buy_quantity" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "get_quantity" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "promo_codes_automatic_idx" ON "promo_codes" USING btree ("active") WHERE "promo_codes"."code" IS NULL;--> statement-breakpoint
CREATE TABLE "promotion_translations" (
	"owner_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "promotion_translations_owner_id_lang_pk" PRIMARY KEY("owner_id","lang")
);--> statement-breakpoint
ALTER TABLE "promotion_translations" ADD CONSTRAINT "promotion_translations_owner_id_promo_codes_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "promotion_targets" (
	"promotion_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "promotion_targets_promotion_id_kind_target_id_pk" PRIMARY KEY("promotion_id","kind","target_id")
);--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_promotion_id_promo_codes_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "promotion_branches" (
	"promotion_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "promotion_branches_promotion_id_branch_id_pk" PRIMARY KEY("promotion_id","branch_id")
);--> statement-breakpoint
ALTER TABLE "promotion_branches" ADD CONSTRAINT "promotion_branches_promotion_id_promo_codes_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_branches" ADD CONSTRAINT "promotion_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"order_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"code" varchar(40),
	"rule" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"discount" integer NOT NULL,
	"delivery_saved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promotions_order_id_promotion_id_pk" PRIMARY KEY("order_id","promotion_id")
);--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_promo_codes_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_promotions_promotion_idx" ON "order_promotions" USING btree ("promotion_id","user_id");--> statement-breakpoint
-- Existing codes: named by their code in both languages.
INSERT INTO "promotion_translations" ("owner_id", "lang", "name")
SELECT "id", l.lang, "code" FROM "promo_codes", (VALUES ('en'), ('ar')) AS l(lang) WHERE "code" IS NOT NULL;--> statement-breakpoint
-- Orders placed with a code: their promotion as it is now (order-wide, not combinable) and what it took off.
INSERT INTO "order_promotions" ("order_id", "promotion_id", "user_id", "branch_id", "code", "rule", "names", "discount", "created_at")
SELECT o."id", o."promo_code_id", o."user_id", o."branch_id", p."code",
	jsonb_build_object('id', p."id", 'kind', p."kind", 'value', p."value", 'targets', NULL, 'combinable', false),
	jsonb_build_object('en', p."code", 'ar', p."code"), o."discount", o."created_at"
FROM "orders" o JOIN "promo_codes" p ON p."id" = o."promo_code_id";
