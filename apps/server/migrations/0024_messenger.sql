CREATE TABLE "player_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_url" text,
	"link_label" text,
	"image" text,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_messages_dedupe_key_unique" UNIQUE("player_id","dedupe_key"),
	CONSTRAINT "player_messages_lengths" CHECK (char_length("player_messages"."kind") <= 64 AND char_length("player_messages"."dedupe_key") <= 200
        AND char_length("player_messages"."title") <= 200 AND char_length("player_messages"."body") <= 2000
        AND char_length("player_messages"."link_url") <= 500 AND char_length("player_messages"."link_label") <= 100
        AND char_length("player_messages"."image") <= 500),
	CONSTRAINT "player_messages_site_paths" CHECK (("player_messages"."link_url" IS NULL) = ("player_messages"."link_label" IS NULL)
        AND ("player_messages"."link_url" IS NULL OR (left("player_messages"."link_url", 1) = '/' AND substr("player_messages"."link_url", 2, 1) NOT IN ('/', chr(92))))
        AND ("player_messages"."image" IS NULL OR (left("player_messages"."image", 1) = '/' AND substr("player_messages"."image", 2, 1) NOT IN ('/', chr(92)))))
);
--> statement-breakpoint
CREATE INDEX "player_messages_player_idx" ON "player_messages" USING btree ("player_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_messages_unread_idx" ON "player_messages" USING btree ("player_id") WHERE "player_messages"."read_at" IS NULL;--> statement-breakpoint
-- Written by hand: the schema (domains/messenger/tables.ts) cannot name identity's players table, as a
-- domain never imports another's tables; a player's messages go with the player.
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
