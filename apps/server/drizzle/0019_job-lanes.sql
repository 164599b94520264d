-- Issue 26. Jobs run in lanes with short leases renewed while they run: the worker that holds a
-- job marks it (locked_by), and a priority lets the demo's streams wait behind real work.
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority" DESC NULLS LAST,"run_at") WHERE "jobs"."completed_at" is null and "jobs"."failed_at" is null;