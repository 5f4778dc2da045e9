CREATE TABLE "auth_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"account_type" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_contexts" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"title" text,
	"label" text,
	"memberships_url" text,
	"linkable_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subcourse_id" text,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_subcourse_id_subcourses_id_fk" FOREIGN KEY ("subcourse_id") REFERENCES "public"."subcourses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_flows_expiry" ON "auth_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_subject" ON "external_identities" USING btree ("issuer","subject","account_type");--> statement-breakpoint
CREATE INDEX "external_identities_account" ON "external_identities" USING btree ("account_type","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_context" ON "lti_contexts" USING btree ("issuer","deployment_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_subcourse" ON "lti_contexts" USING btree ("subcourse_id");