CREATE TABLE "peer_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"author_id" text NOT NULL,
	"target_id" text,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"hidden_by" text,
	"hidden_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "peer_group_marks" (
	"round_id" text NOT NULL,
	"group_id" text NOT NULL,
	"mark" double precision NOT NULL,
	CONSTRAINT "peer_group_marks_round_id_group_id_pk" PRIMARY KEY("round_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "peer_ratings" (
	"round_id" text NOT NULL,
	"rater_id" text NOT NULL,
	"target_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	CONSTRAINT "peer_ratings_round_id_rater_id_target_id_pk" PRIMARY KEY("round_id","rater_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "peer_round_members" (
	"round_id" text NOT NULL,
	"group_id" text NOT NULL,
	"student_id" text NOT NULL,
	CONSTRAINT "peer_round_members_round_id_student_id_pk" PRIMARY KEY("round_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "peer_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"subcourse_id" text NOT NULL,
	"name" text NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"released_at" timestamp (3) with time zone,
	"released_by" text,
	"snapshot_at" timestamp (3) with time zone,
	"dimensions" jsonb NOT NULL,
	"self_rating" boolean DEFAULT true NOT NULL,
	"comments" boolean DEFAULT true NOT NULL,
	"weight" double precision DEFAULT 0.5 NOT NULL,
	"non_submission_penalty" double precision DEFAULT 0 NOT NULL,
	"reminded_at" timestamp (3) with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_submissions" (
	"round_id" text NOT NULL,
	"rater_id" text NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"staff_comment" text,
	CONSTRAINT "peer_submissions_round_id_rater_id_pk" PRIMARY KEY("round_id","rater_id")
);
--> statement-breakpoint
ALTER TABLE "peer_comments" ADD CONSTRAINT "peer_comments_round_id_peer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."peer_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_comments" ADD CONSTRAINT "peer_comments_author_id_students_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_comments" ADD CONSTRAINT "peer_comments_target_id_students_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_comments" ADD CONSTRAINT "peer_comments_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_group_marks" ADD CONSTRAINT "peer_group_marks_round_id_peer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."peer_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_group_marks" ADD CONSTRAINT "peer_group_marks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_ratings" ADD CONSTRAINT "peer_ratings_round_id_peer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."peer_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_ratings" ADD CONSTRAINT "peer_ratings_rater_id_students_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_ratings" ADD CONSTRAINT "peer_ratings_target_id_students_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_round_members" ADD CONSTRAINT "peer_round_members_round_id_peer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."peer_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_round_members" ADD CONSTRAINT "peer_round_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_round_members" ADD CONSTRAINT "peer_round_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_rounds" ADD CONSTRAINT "peer_rounds_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_rounds" ADD CONSTRAINT "peer_rounds_released_by_staff_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_rounds" ADD CONSTRAINT "peer_rounds_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_submissions" ADD CONSTRAINT "peer_submissions_round_id_peer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."peer_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_submissions" ADD CONSTRAINT "peer_submissions_rater_id_students_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peer_comments_peer_unique" ON "peer_comments" USING btree ("round_id","author_id","target_id") WHERE "peer_comments"."kind" = 'peer';--> statement-breakpoint
CREATE UNIQUE INDEX "peer_comments_staff_unique" ON "peer_comments" USING btree ("round_id","author_id") WHERE "peer_comments"."kind" = 'staff';--> statement-breakpoint
CREATE INDEX "peer_comments_target_idx" ON "peer_comments" USING btree ("round_id","target_id");--> statement-breakpoint
CREATE INDEX "peer_ratings_target_idx" ON "peer_ratings" USING btree ("round_id","target_id");--> statement-breakpoint
CREATE INDEX "peer_round_members_group_idx" ON "peer_round_members" USING btree ("round_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_rounds_name_unique" ON "peer_rounds" USING btree ("subcourse_id",lower("name"));--> statement-breakpoint
CREATE INDEX "peer_rounds_subcourse_idx" ON "peer_rounds" USING btree ("subcourse_id","opens_at");