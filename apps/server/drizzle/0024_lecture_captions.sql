CREATE TABLE "lecture_captions" (
	"lecture_id" uuid NOT NULL,
	"language" text NOT NULL,
	"vtt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_captions_lecture_id_language_pk" PRIMARY KEY("lecture_id","language"),
	CONSTRAINT "lecture_captions_language_check" CHECK (language in ('en', 'hi', 'mr'))
);
--> statement-breakpoint
ALTER TABLE "lecture_captions" ADD CONSTRAINT "lecture_captions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;