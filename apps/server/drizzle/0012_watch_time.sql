CREATE TABLE "lecture_watch" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lecture_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_duration" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_watch_user_id_lecture_id_pk" PRIMARY KEY("user_id","lecture_id")
);
--> statement-breakpoint
CREATE TABLE "watch_budgets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seconds" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lecture_watch" ADD CONSTRAINT "lecture_watch_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_watch" ADD CONSTRAINT "lecture_watch_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_watch" ADD CONSTRAINT "lecture_watch_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_budgets" ADD CONSTRAINT "watch_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_watch_user_course_idx" ON "lecture_watch" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "lecture_watch_course_idx" ON "lecture_watch" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lecture_watch_lecture_idx" ON "lecture_watch" USING btree ("lecture_id");