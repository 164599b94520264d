CREATE TABLE "bundle_items" (
	"bundle_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"course_id" uuid,
	"asset_id" uuid,
	CONSTRAINT "bundle_items_bundle_id_position_pk" PRIMARY KEY("bundle_id","position"),
	CONSTRAINT "bundle_items_one_product" CHECK (("bundle_items"."course_id" is not null) <> ("bundle_items"."asset_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_price_check" CHECK ("bundles"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_asset_id_digital_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."digital_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_items_bundle_course_unique" ON "bundle_items" USING btree ("bundle_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_items_bundle_asset_unique" ON "bundle_items" USING btree ("bundle_id","asset_id");--> statement-breakpoint
CREATE INDEX "bundle_items_course_idx" ON "bundle_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "bundle_items_asset_idx" ON "bundle_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "bundles_published_date_idx" ON "bundles" USING btree ("date","id") WHERE "bundles"."is_published";--> statement-breakpoint
CREATE INDEX "bundles_date_idx" ON "bundles" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "bundles_title_lower_idx" ON "bundles" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "bundles_price_idx" ON "bundles" USING btree ("price_paise","id");