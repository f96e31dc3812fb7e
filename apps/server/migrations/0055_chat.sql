CREATE TABLE "chat_agent_presence" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid,
	"uploaded_by" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"guest_credential_hash" text,
	"guest_name" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"assigned_staff_id" uuid,
	"rating" smallint,
	"rating_comment" text,
	"first_message_at" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_message_id" text NOT NULL,
	"author_kind" text NOT NULL,
	"staff_id" uuid,
	"author_name" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_staff_attributed" CHECK ("chat_messages"."author_kind" <> 'staff' or "chat_messages"."staff_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "chat_read_states" (
	"conversation_id" uuid NOT NULL,
	"side" text NOT NULL,
	"last_read_message_id" uuid NOT NULL,
	"last_read_seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_canned_replies_locale_idx" ON "chat_canned_replies" USING btree ("locale","title");--> statement-breakpoint
CREATE INDEX "chat_conversations_player_idx" ON "chat_conversations" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_guest_idx" ON "chat_conversations" USING btree ("guest_credential_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_open_idx" ON "chat_conversations" USING btree ("player_id") WHERE "chat_conversations"."status" <> 'closed' and "chat_conversations"."player_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_closed_idx" ON "chat_conversations" USING btree ("closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_idx" ON "chat_messages" USING btree ("conversation_id","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_order_idx" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_read_states_side_idx" ON "chat_read_states" USING btree ("conversation_id","side");--> statement-breakpoint
-- Messages are append-only: only the retention job's delete of a whole transcript removes them.
CREATE FUNCTION chat_messages_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'chat_messages is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER chat_messages_no_update BEFORE UPDATE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_append_only();
