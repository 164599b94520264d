CREATE TABLE "project_versions" (
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"pictures" jsonb NOT NULL,
	"pdf_media_id" text,
	"pdf_name" text,
	"pdf_bytes" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feedback_status" text,
	"feedback" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "project_versions_project_id_version_pk" PRIMARY KEY("project_id","version"),
	CONSTRAINT "project_versions_feedback_status_check" CHECK ("project_versions"."feedback_status" is null or "project_versions"."feedback_status" in ('approved', 'needs-work'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"current_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('submitted', 'needs-work', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "project_brief" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "project_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "signed_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_user_course_unique" ON "projects" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "projects_gallery_idx" ON "projects" USING btree ("course_id","approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "projects"."status" = 'approved' and "projects"."is_public";--> statement-breakpoint
CREATE INDEX "projects_status_updated_idx" ON "projects" USING btree ("status","updated_at","id");