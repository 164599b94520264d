ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_one_product";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_bundle_unique" ON "cart_items" USING btree ("cart_id","bundle_id");--> statement-breakpoint
CREATE INDEX "cart_items_bundle_idx" ON "cart_items" USING btree ("bundle_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_product" CHECK (num_nonnulls("cart_items"."course_id", "cart_items"."asset_id", "cart_items"."bundle_id") = 1);