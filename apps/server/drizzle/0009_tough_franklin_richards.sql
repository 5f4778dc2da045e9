ALTER TABLE "clients" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();