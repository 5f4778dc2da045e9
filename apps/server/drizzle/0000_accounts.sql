CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"company_name" text NOT NULL,
	"company_industry" text NOT NULL,
	"company_abn" text NOT NULL,
	"company_address" text NOT NULL,
	"company_brief" text DEFAULT '' NOT NULL,
	"contact_hours" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "reset_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts_left" integer NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_ip" text
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"zid" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_zid_unique" UNIQUE("zid")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"zid" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer,
	"image" text,
	"experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_email_unique" UNIQUE("email"),
	CONSTRAINT "students_zid_unique" UNIQUE("zid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reset_challenges_account_unique" ON "reset_challenges" USING btree ("account_type","account_id");