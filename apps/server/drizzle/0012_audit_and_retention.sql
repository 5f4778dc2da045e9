CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"subject_id" text,
	"subcourse_id" text,
	"course_id" text,
	"summary" jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "retention_reviews" (
	"subcourse_id" text PRIMARY KEY NOT NULL,
	"due_since" timestamp with time zone DEFAULT now() NOT NULL,
	"postponed_until" timestamp with time zone,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subcourses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_subcourse" ON "audit_events" USING btree ("subcourse_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_course" ON "audit_events" USING btree ("course_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" USING btree ("subject_id","at");