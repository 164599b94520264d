-- Issue 28: the enquiry form's gender question has two more answers, Other and Prefer not to say.
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_gender_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_gender_check" CHECK ("enquiries"."gender" in ('male', 'female', 'other', 'unsaid'));
