CREATE TABLE "allocation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"subcourse_id" text NOT NULL,
	"kind" text NOT NULL,
	"is_draft" boolean NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"unallocated" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"over_capacity" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allocation_logs" ADD CONSTRAINT "allocation_logs_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_logs" ADD CONSTRAINT "allocation_logs_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_logs_subcourse_idx" ON "allocation_logs" USING btree ("subcourse_id","published_at");