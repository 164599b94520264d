ALTER TABLE "media_files" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "probed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "probe_error" text;--> statement-breakpoint
CREATE INDEX "media_files_unprobed_idx" ON "media_files" USING btree ("created_at") WHERE "media_files"."kind" = 'video' and "media_files"."probed_at" is null;