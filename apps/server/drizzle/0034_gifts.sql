CREATE TABLE "gifts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"deliver_on" date,
	"link_version" integer DEFAULT 1 NOT NULL,
	"ready_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_message_length" CHECK (char_length("gifts"."message") <= 500),
	CONSTRAINT "gifts_claimed_once" CHECK (num_nonnulls("gifts"."claimed_at", "gifts"."cancelled_at") <= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_to" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_claimed_by_idx" ON "gifts" USING btree ("claimed_by");