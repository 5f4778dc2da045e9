CREATE TABLE "pins" (
	"post_id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"pinned_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pins_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"creator_type" text NOT NULL,
	"creator_id" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"category" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "posts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"creator_type" text NOT NULL,
	"creator_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "replies_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pins_channel_order" ON "pins" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE INDEX "posts_channel_order" ON "posts" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE INDEX "replies_post_order" ON "replies" USING btree ("post_id","seq");--> statement-breakpoint
CREATE FUNCTION "notify_channel_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('capstone_channel_left', json_build_object('channel', OLD.channel_id, 'type', OLD.account_type, 'id', OLD.account_id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "channel_members_left" AFTER DELETE ON "channel_members" FOR EACH ROW EXECUTE FUNCTION "notify_channel_left"();
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS "realtime";--> statement-breakpoint
CREATE UNLOGGED TABLE "realtime"."rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);--> statement-breakpoint
CREATE UNLOGGED TABLE "realtime"."socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
