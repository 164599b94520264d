-- Issue 25. Failed sign-ins were counted per email; now per email and client address. The old
-- counts are at most an hour's worth and cannot be split by address, so they go.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client_address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_email_client_address_pk" PRIMARY KEY("email","client_address");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_messages_secret_idx" ON "mail_messages" USING btree ("secret") WHERE "mail_messages"."secret" is not null;
