-- Decision 036: a process may keep its signed-in callers' accounts in memory only while the
-- database tells it of every change to what a request reads of its caller (role, name, email,
-- token version: a sign-out everywhere, a new password, a disabled account bump it) and of every
-- account removed. The payload is the account's id; '*' when the whole table is emptied.
CREATE FUNCTION users_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('account_changed', '*');
  ELSE
    PERFORM pg_notify('account_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    OLD.role IS DISTINCT FROM NEW.role
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.token_version IS DISTINCT FROM NEW.token_version
    OR OLD.id IS DISTINCT FROM NEW.id
  )
  EXECUTE FUNCTION users_notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_account_removed AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION users_notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_accounts_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION users_notify_account_changed();
