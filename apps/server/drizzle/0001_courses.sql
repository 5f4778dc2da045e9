CREATE TABLE "course_clients" (
	"course_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_clients_course_id_client_id_pk" PRIMARY KEY("course_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"owner_id" text NOT NULL,
	"terms" jsonb NOT NULL,
	"term_dates" jsonb NOT NULL,
	"def_client_questionnaire" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"def_project_preference_form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"subcourse_id" text NOT NULL,
	"student_id" text NOT NULL,
	"tutorial" text,
	"group_id" text,
	"draft_alloc" text,
	"wishlist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_subcourse_id_student_id_pk" PRIMARY KEY("subcourse_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"subcourse_id" text NOT NULL,
	"name" text NOT NULL,
	"tutorial" text NOT NULL,
	"lead_id" text,
	"bio" text,
	"goal" text,
	"project_id" text,
	"draft_alloc" text,
	"topic_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_links" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"subcourse_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_memberships" (
	"subcourse_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"role" text NOT NULL,
	"tutorials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_memberships_subcourse_id_staff_id_pk" PRIMARY KEY("subcourse_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "subcourses" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_course_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"term" integer NOT NULL,
	"year" integer NOT NULL,
	"color" text NOT NULL,
	"max_group_size" integer DEFAULT 6 NOT NULL,
	"preference_release" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"client_questionnaire" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"project_preference_form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_clients" (
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "project_clients_project_id_client_id_pk" PRIMARY KEY("project_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"subcourse_id" text,
	"proj_no" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"terms" jsonb NOT NULL,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"req_skills" text DEFAULT '' NOT NULL,
	"outcomes" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_allocated" boolean DEFAULT false NOT NULL,
	"color" text NOT NULL,
	"date_created" date NOT NULL,
	"date_modified" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcourse_clients" (
	"subcourse_id" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "subcourse_clients_subcourse_id_client_id_pk" PRIMARY KEY("subcourse_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "subcourse_projects" (
	"subcourse_id" text NOT NULL,
	"project_id" text NOT NULL,
	CONSTRAINT "subcourse_projects_subcourse_id_project_id_pk" PRIMARY KEY("subcourse_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "channel_members" (
	"channel_id" text NOT NULL,
	"account_type" text NOT NULL,
	"account_id" text NOT NULL,
	CONSTRAINT "channel_members_channel_id_account_type_account_id_pk" PRIMARY KEY("channel_id","account_type","account_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"subcourse_id" text NOT NULL,
	"name" text NOT NULL,
	"channel_type" text NOT NULL,
	"category" text NOT NULL,
	"project_id" text,
	"client_id" text,
	"group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_clients" ADD CONSTRAINT "course_clients_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_clients" ADD CONSTRAINT "course_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_draft_alloc_groups_id_fk" FOREIGN KEY ("draft_alloc") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_lead_id_students_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_draft_alloc_projects_id_fk" FOREIGN KEY ("draft_alloc") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_links" ADD CONSTRAINT "staff_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_links" ADD CONSTRAINT "staff_links_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcourses" ADD CONSTRAINT "subcourses_parent_course_id_courses_id_fk" FOREIGN KEY ("parent_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcourses" ADD CONSTRAINT "subcourses_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_clients" ADD CONSTRAINT "project_clients_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_clients" ADD CONSTRAINT "project_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcourse_clients" ADD CONSTRAINT "subcourse_clients_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcourse_clients" ADD CONSTRAINT "subcourse_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcourse_projects" ADD CONSTRAINT "subcourse_projects_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcourse_projects" ADD CONSTRAINT "subcourse_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_members" ADD CONSTRAINT "channel_members_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_unique" ON "groups" USING btree ("subcourse_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_links_name_unique" ON "staff_links" USING btree ("staff_id","subcourse_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_links_url_unique" ON "staff_links" USING btree ("staff_id","subcourse_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "subcourses_offering_unique" ON "subcourses" USING btree ("code","term","year");--> statement-breakpoint
CREATE UNIQUE INDEX "subcourses_one_active_per_parent" ON "subcourses" USING btree ("parent_course_id") WHERE "subcourses"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "projects_proj_no_unique" ON "projects" USING btree ("course_id","proj_no");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_name_unique" ON "channels" USING btree ("subcourse_id","category","name",coalesce("project_id", ''));