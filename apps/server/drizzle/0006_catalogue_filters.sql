CREATE INDEX "courses_published_price_idx" ON "courses" USING btree ("is_published","price_paise","date");--> statement-breakpoint
CREATE INDEX "courses_published_title_idx" ON "courses" USING btree ("is_published",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "courses_published_filters_idx" ON "courses" USING btree ("is_published","level","primary_language","price_paise","category");--> statement-breakpoint
CREATE INDEX "digital_assets_price_idx" ON "digital_assets" USING btree ("price_paise","date");--> statement-breakpoint
CREATE INDEX "digital_assets_name_lower_idx" ON "digital_assets" USING btree (lower("name"),"id");