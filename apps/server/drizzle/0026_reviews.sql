CREATE TABLE "review_summaries" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_summaries_not_negative" CHECK (least("review_summaries"."stars_1", "review_summaries"."stars_2", "review_summaries"."stars_3", "review_summaries"."stars_4", "review_summaries"."stars_5") >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid,
	"asset_id" uuid,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_one_product" CHECK (("reviews"."course_id" is not null) <> ("reviews"."asset_id" is not null)),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_asset_id_digital_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."digital_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_course_unique" ON "reviews" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_asset_unique" ON "reviews" USING btree ("user_id","asset_id");--> statement-breakpoint
CREATE INDEX "reviews_course_newest_idx" ON "reviews" USING btree ("course_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null and "reviews"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_course_highest_idx" ON "reviews" USING btree ("course_id","rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null and "reviews"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_course_lowest_idx" ON "reviews" USING btree ("course_id","rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null and "reviews"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_asset_newest_idx" ON "reviews" USING btree ("asset_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null and "reviews"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_asset_highest_idx" ON "reviews" USING btree ("asset_id","rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null and "reviews"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_asset_lowest_idx" ON "reviews" USING btree ("asset_id","rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null and "reviews"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Each product's review figures are kept by a row trigger on reviews (issue 30), in the writer's
-- transaction: a visible review counts in its stars' column, and hiding, showing, rewriting or
-- deleting it (a course's or an account's deletion included) moves that count. Each change adds
-- a delta under the summary row's lock, so writers at the same moment add up exactly.
CREATE FUNCTION review_summaries_add(product uuid, stars smallint, delta integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- A review leaving the figures always finds its product's row: it was counted in it. (An
  -- upsert cannot take away: the check on the row it would insert fails before the conflict.)
  IF delta < 0 THEN
    UPDATE review_summaries SET
      stars_1 = stars_1 + CASE WHEN stars = 1 THEN delta ELSE 0 END,
      stars_2 = stars_2 + CASE WHEN stars = 2 THEN delta ELSE 0 END,
      stars_3 = stars_3 + CASE WHEN stars = 3 THEN delta ELSE 0 END,
      stars_4 = stars_4 + CASE WHEN stars = 4 THEN delta ELSE 0 END,
      stars_5 = stars_5 + CASE WHEN stars = 5 THEN delta ELSE 0 END
    WHERE product_id = product;
    RETURN;
  END IF;
  INSERT INTO review_summaries AS summary (product_id, stars_1, stars_2, stars_3, stars_4, stars_5)
  VALUES (
    product,
    CASE WHEN stars = 1 THEN delta ELSE 0 END,
    CASE WHEN stars = 2 THEN delta ELSE 0 END,
    CASE WHEN stars = 3 THEN delta ELSE 0 END,
    CASE WHEN stars = 4 THEN delta ELSE 0 END,
    CASE WHEN stars = 5 THEN delta ELSE 0 END
  )
  ON CONFLICT (product_id) DO UPDATE SET
    stars_1 = summary.stars_1 + excluded.stars_1,
    stars_2 = summary.stars_2 + excluded.stars_2,
    stars_3 = summary.stars_3 + excluded.stars_3,
    stars_4 = summary.stars_4 + excluded.stars_4,
    stars_5 = summary.stars_5 + excluded.stars_5;
END
$$;
--> statement-breakpoint
CREATE FUNCTION reviews_keep_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    PERFORM review_summaries_add(coalesce(OLD.course_id, OLD.asset_id), OLD.rating, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    PERFORM review_summaries_add(coalesce(NEW.course_id, NEW.asset_id), NEW.rating, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_keep_summaries
  AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, course_id, asset_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_summaries();
--> statement-breakpoint
CREATE FUNCTION reviews_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_summaries;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_truncated AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_truncated();
