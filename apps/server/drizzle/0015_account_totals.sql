ALTER TABLE "store_totals" DROP CONSTRAINT "store_totals_name_check";--> statement-breakpoint
ALTER TABLE "store_totals" ADD CONSTRAINT "store_totals_name_check" CHECK ("store_totals"."name" in ('users', 'courses', 'assets', 'coupons', 'accounts', 'admins'));--> statement-breakpoint
-- The admin's Students table counts its rows from these when it has no search (issue 15):
-- every account, erased ones too, and the admin accounts. Kept like the students figure.
CREATE FUNCTION store_totals_count_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accounts bigint := 0;
  admins bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE store_totals SET total = 0 WHERE name IN ('accounts', 'admins');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT accounts + count(*), admins + count(*) FILTER (WHERE role = 'admin')
      INTO accounts, admins FROM new_rows;
  END IF;
  -- An update keeps the number of accounts; only a change of role moves the admins.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT accounts - count(*), admins - count(*) FILTER (WHERE role = 'admin')
      INTO accounts, admins FROM old_rows;
  END IF;
  IF accounts <> 0 THEN
    UPDATE store_totals SET total = total + accounts WHERE name = 'accounts';
  END IF;
  IF admins <> 0 THEN
    UPDATE store_totals SET total = total + admins WHERE name = 'admins';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_totals_accounts_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_accounts();
--> statement-breakpoint
CREATE TRIGGER store_totals_accounts_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_accounts();
--> statement-breakpoint
CREATE TRIGGER store_totals_accounts_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_accounts();
--> statement-breakpoint
CREATE TRIGGER store_totals_accounts_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION store_totals_count_accounts();
--> statement-breakpoint
-- The figures of the rows already there; the triggers above hold the table's lock until commit.
INSERT INTO store_totals (name, total) VALUES
  ('accounts', (SELECT count(*) FROM users)),
  ('admins', (SELECT count(*) FROM users WHERE role = 'admin'));
