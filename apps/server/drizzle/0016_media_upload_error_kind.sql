ALTER TABLE "media_uploads" ADD COLUMN "error_kind" text;--> statement-breakpoint
-- A refused upload keeps its domain error's kind (lib/errors.ts), no longer the HTTP status it
-- answered: only the error handler knows statuses. Rows already refused keep their answer; a
-- status no kind answers was read back as a failure, so it becomes one.
UPDATE "media_uploads" SET "error_kind" = CASE "error_status"
  WHEN 400 THEN 'invalid'
  WHEN 401 THEN 'unauthenticated'
  WHEN 403 THEN 'forbidden'
  WHEN 404 THEN 'not-found'
  WHEN 409 THEN 'conflict'
  WHEN 413 THEN 'too-large'
  WHEN 415 THEN 'unsupported-media'
  WHEN 429 THEN 'rate-limited'
  WHEN 500 THEN 'failed'
  WHEN 502 THEN 'upstream-failed'
  WHEN 503 THEN 'unavailable'
  ELSE 'failed'
END
WHERE "error_status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uploads" DROP COLUMN "error_status";
