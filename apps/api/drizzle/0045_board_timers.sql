-- When each stage's timer on a branch's board turns amber and red (docs/decisions/0064): only the
-- stages a branch changed; the others keep the store's defaults (`boardTimersOf`).
ALTER TABLE "branches" ADD COLUMN "board_timers" jsonb DEFAULT '{}'::jsonb NOT NULL;
