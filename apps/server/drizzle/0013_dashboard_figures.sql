CREATE TABLE "revenue_days" (
	"day" date PRIMARY KEY NOT NULL,
	"paise" bigint NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_insights" (
	"list" text NOT NULL,
	"position" integer NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_insights_list_position_pk" PRIMARY KEY("list","position"),
	CONSTRAINT "search_insights_list_check" CHECK ("search_insights"."list" in ('top', 'zero-result'))
);
--> statement-breakpoint
CREATE TABLE "search_term_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_term_days_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "store_totals" (
	"name" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "store_totals_name_check" CHECK ("store_totals"."name" in ('users', 'courses', 'assets', 'coupons'))
);
--> statement-breakpoint
-- The dashboard's figures are kept by statement-level triggers (decision 015): exact whatever
-- writes the rows, in the writer's transaction, one grouped write per statement however many
-- rows it changes, and no write at all when a statement moves no figure (a sign-in, a
-- reconciliation pass over unpaid orders).
-- India has kept +05:30 all year since 1945, so its calendar day is a fixed UTC window.
CREATE FUNCTION india_day(instant timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((instant AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date $$;
--> statement-breakpoint
-- Courses, assets and coupons: every row counts. TG_ARGV[0] names the figure.
CREATE FUNCTION store_totals_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE store_totals SET total = 0 WHERE name = TG_ARGV[0];
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    delta := (SELECT count(*) FROM new_rows);
  ELSE
    delta := -(SELECT count(*) FROM old_rows);
  END IF;
  IF delta <> 0 THEN
    UPDATE store_totals SET total = total + delta WHERE name = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Users: the students, role 'user' and not erased; promotions and erasures move the figure.
CREATE FUNCTION store_totals_count_students() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE store_totals SET total = 0 WHERE name = 'users';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE role = 'user' AND deleted_at IS NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE role = 'user' AND deleted_at IS NULL);
  END IF;
  IF delta <> 0 THEN
    UPDATE store_totals SET total = total + delta WHERE name = 'users';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders: an order counts on the India day of its paid_at while its status is 'paid'. Days are
-- written in date order, so two statements paying orders of several days never deadlock.
CREATE FUNCTION revenue_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM revenue_days;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO revenue_days AS kept (day, paise, orders)
    SELECT india_day(paid_at), sum(amount_paise), count(*) FROM new_rows
    WHERE status = 'paid' AND paid_at IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET paise = kept.paise + excluded.paise, orders = kept.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO revenue_days AS kept (day, paise, orders)
    SELECT india_day(paid_at), -sum(amount_paise), -count(*) FROM old_rows
    WHERE status = 'paid' AND paid_at IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET paise = kept.paise + excluded.paise, orders = kept.orders + excluded.orders;
  ELSE
    INSERT INTO revenue_days AS kept (day, paise, orders)
    SELECT day, sum(paise), sum(orders) FROM (
      SELECT india_day(paid_at) AS day, amount_paise AS paise, 1 AS orders FROM new_rows
      WHERE status = 'paid' AND paid_at IS NOT NULL
      UNION ALL
      SELECT india_day(paid_at), -amount_paise, -1 FROM old_rows
      WHERE status = 'paid' AND paid_at IS NOT NULL
    ) AS changes
    GROUP BY day HAVING sum(paise) <> 0 OR sum(orders) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET paise = kept.paise + excluded.paise, orders = kept.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Searches: counted per India day and text as the dashboard groups them (trimmed, lower-cased).
CREATE FUNCTION search_term_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_term_days;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_term_days AS kept (day, query, searches)
    SELECT india_day(created_at), lower(btrim(query)), count(*) FROM new_rows
    WHERE btrim(query) <> ''
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, query) DO UPDATE SET searches = kept.searches + excluded.searches;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_term_days AS kept (day, query, searches)
    SELECT india_day(created_at), lower(btrim(query)), -count(*) FROM old_rows
    WHERE btrim(query) <> ''
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, query) DO UPDATE SET searches = kept.searches + excluded.searches;
  ELSE
    INSERT INTO search_term_days AS kept (day, query, searches)
    SELECT day, query, sum(searches) FROM (
      SELECT india_day(created_at) AS day, lower(btrim(query)) AS query, 1 AS searches FROM new_rows
      WHERE btrim(query) <> ''
      UNION ALL
      SELECT india_day(created_at), lower(btrim(query)), -1 FROM old_rows
      WHERE btrim(query) <> ''
    ) AS changes
    GROUP BY day, query HAVING sum(searches) <> 0 ORDER BY day, query
    ON CONFLICT (day, query) DO UPDATE SET searches = kept.searches + excluded.searches;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_totals_students_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_students();
--> statement-breakpoint
CREATE TRIGGER store_totals_students_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_students();
--> statement-breakpoint
CREATE TRIGGER store_totals_students_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_students();
--> statement-breakpoint
CREATE TRIGGER store_totals_students_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_students();
--> statement-breakpoint
CREATE TRIGGER store_totals_courses_inserted AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('courses');
--> statement-breakpoint
CREATE TRIGGER store_totals_courses_deleted AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('courses');
--> statement-breakpoint
CREATE TRIGGER store_totals_courses_truncated AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('courses');
--> statement-breakpoint
CREATE TRIGGER store_totals_assets_inserted AFTER INSERT ON digital_assets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('assets');
--> statement-breakpoint
CREATE TRIGGER store_totals_assets_deleted AFTER DELETE ON digital_assets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('assets');
--> statement-breakpoint
CREATE TRIGGER store_totals_assets_truncated AFTER TRUNCATE ON digital_assets
  FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('assets');
--> statement-breakpoint
CREATE TRIGGER store_totals_coupons_inserted AFTER INSERT ON coupons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('coupons');
--> statement-breakpoint
CREATE TRIGGER store_totals_coupons_deleted AFTER DELETE ON coupons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('coupons');
--> statement-breakpoint
CREATE TRIGGER store_totals_coupons_truncated AFTER TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_rows('coupons');
--> statement-breakpoint
CREATE TRIGGER revenue_days_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_days_count();
--> statement-breakpoint
CREATE TRIGGER revenue_days_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_days_count();
--> statement-breakpoint
CREATE TRIGGER revenue_days_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_days_count();
--> statement-breakpoint
CREATE TRIGGER revenue_days_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_days_count();
--> statement-breakpoint
CREATE TRIGGER search_term_days_inserted AFTER INSERT ON search_queries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_term_days_count();
--> statement-breakpoint
CREATE TRIGGER search_term_days_updated AFTER UPDATE ON search_queries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_term_days_count();
--> statement-breakpoint
CREATE TRIGGER search_term_days_deleted AFTER DELETE ON search_queries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_term_days_count();
--> statement-breakpoint
CREATE TRIGGER search_term_days_truncated AFTER TRUNCATE ON search_queries
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_days_count();
--> statement-breakpoint
-- The figures of the rows already there. The triggers above already hold their tables' locks
-- until this migration commits, so no write lands between this count and the first trigger.
INSERT INTO store_totals (name, total) VALUES
  ('users', (SELECT count(*) FROM users WHERE role = 'user' AND deleted_at IS NULL)),
  ('courses', (SELECT count(*) FROM courses)),
  ('assets', (SELECT count(*) FROM digital_assets)),
  ('coupons', (SELECT count(*) FROM coupons));
--> statement-breakpoint
INSERT INTO revenue_days (day, paise, orders)
SELECT india_day(paid_at), sum(amount_paise), count(*) FROM orders
WHERE status = 'paid' AND paid_at IS NOT NULL
GROUP BY 1;
--> statement-breakpoint
INSERT INTO search_term_days (day, query, searches)
SELECT india_day(created_at), lower(btrim(query)), count(*) FROM search_queries
WHERE btrim(query) <> ''
GROUP BY 1, 2;
