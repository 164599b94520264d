CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"policy" text NOT NULL,
	"filename" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" uuid,
	"status" text NOT NULL,
	"result" jsonb,
	"error_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_status_check" CHECK ("media_uploads"."status" in ('receiving', 'storing', 'stored', 'failed')),
	CONSTRAINT "media_uploads_policy_check" CHECK ("media_uploads"."policy" in ('media', 'raw'))
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_status_updated_idx" ON "media_uploads" USING btree ("status","updated_at");