ALTER TABLE "clients" ADD COLUMN "wishlist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferences" jsonb DEFAULT '[]'::jsonb NOT NULL;