ALTER TABLE "email_outbox" ADD COLUMN "subcourse_id" text;--> statement-breakpoint
CREATE INDEX "email_outbox_subcourse" ON "email_outbox" USING btree ("subcourse_id");