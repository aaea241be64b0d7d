ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;
