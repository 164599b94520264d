CREATE TABLE "video_streams" (
	"public_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_streams_status_check" CHECK ("video_streams"."status" in ('queued', 'processing', 'ready', 'failed', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "probed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "probe_error" text;--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_public_id_media_files_public_id_fk" FOREIGN KEY ("public_id") REFERENCES "public"."media_files"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_unprobed_idx" ON "media_files" USING btree ("created_at") WHERE "media_files"."kind" = 'video' and "media_files"."probed_at" is null;