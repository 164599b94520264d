ALTER TABLE "courses" ADD COLUMN "instructor_photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instructor_headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instructor_portfolio_url" text DEFAULT '' NOT NULL;