CREATE TABLE "allocation_version_entries" (
	"version_id" text NOT NULL,
	"group_id" text NOT NULL,
	"group_name" text NOT NULL,
	"project_id" text,
	"previous_project_id" text,
	"previous_project_name" text,
	"changed" boolean DEFAULT false NOT NULL,
	"has_members" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allocation_version_projects" (
	"version_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"mentor_id" text,
	"mentor_name" text,
	"min_groups" integer DEFAULT 0 NOT NULL,
	"proj_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allocation_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"subcourse_id" text NOT NULL,
	"number" integer NOT NULL,
	"log_id" text,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"subcourse_id" text NOT NULL,
	"group_id" text NOT NULL,
	"requested_by" text,
	"from_project_id" text,
	"project_id" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"message" text,
	"applied_in_version" integer
);
--> statement-breakpoint
CREATE TABLE "group_locks" (
	"subcourse_id" text NOT NULL,
	"group_id" text PRIMARY KEY NOT NULL,
	"project_id" text,
	"locked_by" text,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD COLUMN "mentor_quota" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "mentor_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "min_groups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "allocation_version_entries" ADD CONSTRAINT "allocation_version_entries_version_id_allocation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."allocation_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_version_projects" ADD CONSTRAINT "allocation_version_projects_version_id_allocation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."allocation_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_versions" ADD CONSTRAINT "allocation_versions_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_versions" ADD CONSTRAINT "allocation_versions_log_id_allocation_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."allocation_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_versions" ADD CONSTRAINT "allocation_versions_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_requested_by_students_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_from_project_id_projects_id_fk" FOREIGN KEY ("from_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locks" ADD CONSTRAINT "group_locks_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locks" ADD CONSTRAINT "group_locks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locks" ADD CONSTRAINT "group_locks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locks" ADD CONSTRAINT "group_locks_locked_by_staff_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_version_entries_version_idx" ON "allocation_version_entries" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "allocation_version_projects_version_idx" ON "allocation_version_projects" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "allocation_versions_number_unique" ON "allocation_versions" USING btree ("subcourse_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_pending" ON "change_requests" USING btree ("group_id") WHERE "change_requests"."status" in ('open', 'approved');--> statement-breakpoint
CREATE INDEX "change_requests_subcourse_idx" ON "change_requests" USING btree ("subcourse_id","created_at");--> statement-breakpoint
CREATE INDEX "group_locks_subcourse_idx" ON "group_locks" USING btree ("subcourse_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_mentor_id_staff_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_withdrawn_by_staff_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Offerings published before versions existed get version 1 = their published state now, dated
-- and signed by their last publish; earlier history is not rebuilt.
INSERT INTO "allocation_versions" ("id", "subcourse_id", "number", "log_id", "published_by", "published_at", "override", "counts")
SELECT gen_random_uuid()::text, l."subcourse_id", 1, l."id", l."published_by", l."published_at", l."override",
  jsonb_build_object(
    'groups', (SELECT count(*) FROM "groups" g WHERE g."subcourse_id" = l."subcourse_id"
      AND EXISTS (SELECT 1 FROM "enrolments" e WHERE e."group_id" = g."id")),
    'allocated', (SELECT count(*) FROM "groups" g WHERE g."subcourse_id" = l."subcourse_id" AND g."project_id" IS NOT NULL),
    'unallocated', (SELECT count(*) FROM "groups" g WHERE g."subcourse_id" = l."subcourse_id" AND g."project_id" IS NULL
      AND EXISTS (SELECT 1 FROM "enrolments" e WHERE e."group_id" = g."id")),
    'changed', 0)
FROM (SELECT DISTINCT ON ("subcourse_id") * FROM "allocation_logs"
  WHERE "kind" = 'project' AND NOT "is_draft" ORDER BY "subcourse_id", "published_at" DESC) l;--> statement-breakpoint
INSERT INTO "allocation_version_projects" ("version_id", "project_id", "name", "capacity", "mentor_id", "mentor_name", "min_groups", "proj_no")
SELECT v."id", p."id", p."name", p."capacity", NULL, NULL, 0, p."proj_no"
FROM "allocation_versions" v JOIN "projects" p ON p."subcourse_id" = v."subcourse_id" AND p."status" = 'available';--> statement-breakpoint
INSERT INTO "allocation_version_entries" ("version_id", "group_id", "group_name", "project_id", "changed", "has_members")
SELECT v."id", g."id", g."name", g."project_id", false,
  EXISTS (SELECT 1 FROM "enrolments" e WHERE e."group_id" = g."id")
FROM "allocation_versions" v JOIN "groups" g ON g."subcourse_id" = v."subcourse_id"
WHERE g."project_id" IS NOT NULL OR EXISTS (SELECT 1 FROM "enrolments" e WHERE e."group_id" = g."id");
