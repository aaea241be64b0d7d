-- A branch's holidays (docs/decisions/0072, enforcement of 2026-11-29): Cairo days (YYYY-MM-DD) it
-- is closed all day, as a jsonb list (`holidaysOf` reads it), beside its opening hours.
ALTER TABLE "branches" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;
