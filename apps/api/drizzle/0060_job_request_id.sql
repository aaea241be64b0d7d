-- The request that queued a job (docs/decisions/0078): its log lines carry the same id.
ALTER TABLE "jobs" ADD COLUMN "request_id" varchar(64);
