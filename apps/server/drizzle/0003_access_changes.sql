-- Every write to a table behind a request's account and access check tells the other server
-- processes on this database, so that their cached checks are dropped at once (the
-- access-changes listener). One notification per statement; PostgreSQL folds repeats within a
-- transaction and delivers them at commit.
CREATE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('capstone_access_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "staff_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "clients_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "courses_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "subcourses_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subcourses" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "staff_memberships_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff_memberships" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "enrolments_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER "course_clients_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_clients" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
