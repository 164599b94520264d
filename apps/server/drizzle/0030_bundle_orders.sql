ALTER TABLE "coupons" DROP CONSTRAINT "coupons_applicable_to_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_bundle_idx" ON "order_items" USING btree ("bundle_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_applicable_to_check" CHECK ("coupons"."applicable_to" in ('all', 'courses', 'digitalAsset', 'bundles'));