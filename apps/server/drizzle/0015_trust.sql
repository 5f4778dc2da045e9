DROP INDEX "email_outbox_due";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_accounts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_about" ON "email_outbox" USING gin ("about_accounts");--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("status","priority","next_attempt_at");--> statement-breakpoint
-- Mail queued before §21.5 names the account it was about, when it had one.
UPDATE "email_outbox" SET "about_accounts" = ARRAY["account_id"] WHERE "account_id" IS NOT NULL;--> statement-breakpoint
-- Codes, PINs and security notices still waiting go before bulk mail (§21.4).
UPDATE "email_outbox" SET "priority" = 0 WHERE "kind" IN ('verify-email', 'reset-pin', 'security');
