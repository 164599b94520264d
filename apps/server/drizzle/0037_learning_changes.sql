-- Decision 040: a process may keep what it read of a student's courses (which courses they hold;
-- per course, the lectures they viewed, their certificate and their project's standing) only while
-- the database tells it of every change to those rows. Each trigger notifies the channel it is
-- given with the account whose rows changed ('*' when a table is emptied): entitlement_changed
-- for entitlements, learning_changed for lecture progress, completions and projects.
CREATE FUNCTION notify_student_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(TG_ARGV[0], '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify(TG_ARGV[0], NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entitlements_changed AFTER INSERT OR UPDATE OR DELETE ON entitlements FOR EACH ROW
  EXECUTE FUNCTION notify_student_changed('entitlement_changed');
--> statement-breakpoint
CREATE TRIGGER entitlements_emptied AFTER TRUNCATE ON entitlements FOR EACH STATEMENT
  EXECUTE FUNCTION notify_student_changed('entitlement_changed');
--> statement-breakpoint
CREATE TRIGGER lecture_progress_changed AFTER INSERT OR UPDATE OR DELETE ON lecture_progress FOR EACH ROW
  EXECUTE FUNCTION notify_student_changed('learning_changed');
--> statement-breakpoint
CREATE TRIGGER lecture_progress_emptied AFTER TRUNCATE ON lecture_progress FOR EACH STATEMENT
  EXECUTE FUNCTION notify_student_changed('learning_changed');
--> statement-breakpoint
CREATE TRIGGER course_completions_changed AFTER INSERT OR UPDATE OR DELETE ON course_completions FOR EACH ROW
  EXECUTE FUNCTION notify_student_changed('learning_changed');
--> statement-breakpoint
CREATE TRIGGER course_completions_emptied AFTER TRUNCATE ON course_completions FOR EACH STATEMENT
  EXECUTE FUNCTION notify_student_changed('learning_changed');
--> statement-breakpoint
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW
  EXECUTE FUNCTION notify_student_changed('learning_changed');
--> statement-breakpoint
CREATE TRIGGER projects_emptied AFTER TRUNCATE ON projects FOR EACH STATEMENT
  EXECUTE FUNCTION notify_student_changed('learning_changed');
