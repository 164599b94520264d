CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid,
	"asset_id" uuid,
	"bundle_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_price_paise" integer NOT NULL,
	CONSTRAINT "wishlist_items_one_product" CHECK (num_nonnulls("wishlist_items"."course_id", "wishlist_items"."asset_id", "wishlist_items"."bundle_id") = 1),
	CONSTRAINT "wishlist_items_saved_price_check" CHECK ("wishlist_items"."saved_price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_asset_id_digital_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."digital_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_course_unique" ON "wishlist_items" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_asset_unique" ON "wishlist_items" USING btree ("user_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_bundle_unique" ON "wishlist_items" USING btree ("user_id","bundle_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_added_idx" ON "wishlist_items" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "wishlist_items_course_idx" ON "wishlist_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_asset_idx" ON "wishlist_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_bundle_idx" ON "wishlist_items" USING btree ("bundle_id");