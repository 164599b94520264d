DROP INDEX "digital_assets_date_idx";--> statement-breakpoint
DROP INDEX "coupons_expiration_idx";--> statement-breakpoint
CREATE INDEX "users_created_email_idx" ON "users" USING btree ("created_at","email");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_date_idx" ON "courses" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "courses_title_lower_idx" ON "courses" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "courses_instructor_name_trgm_idx" ON "courses" USING gin ("instructor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "digital_assets_price_id_idx" ON "digital_assets" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "digital_assets_instructor_name_trgm_idx" ON "digital_assets" USING gin ("instructor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_used_idx" ON "coupons" USING btree ("used_count","id");--> statement-breakpoint
CREATE INDEX "entitlements_manual_course_created_idx" ON "entitlements" USING btree ("created_at","user_id") WHERE "entitlements"."source" = 'manual' and "entitlements"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "entitlements_manual_course_user_idx" ON "entitlements" USING btree ("user_id","created_at") WHERE "entitlements"."source" = 'manual' and "entitlements"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "digital_assets_date_idx" ON "digital_assets" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "coupons_expiration_idx" ON "coupons" USING btree ("expiration_date","id");