CREATE TABLE "course_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"certificate_number" text NOT NULL,
	"student_name" text NOT NULL,
	"course_title" text NOT NULL,
	"instructor_name" text NOT NULL,
	CONSTRAINT "course_completions_certificate_number_check" CHECK ("course_completions"."certificate_number" ~ '^KDA-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{8}$')
);
--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_completions_user_course_unique" ON "course_completions" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_completions_certificate_number_unique" ON "course_completions" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "course_completions_course_idx" ON "course_completions" USING btree ("course_id");