CREATE TABLE "loyalty_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"earned_points" bigint DEFAULT 0 NOT NULL,
	"level_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_player_id_unique" UNIQUE("player_id"),
	CONSTRAINT "loyalty_accounts_points_valid" CHECK ("loyalty_accounts"."points" >= 0 AND "loyalty_accounts"."earned_points" >= "loyalty_accounts"."points")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level_order" integer NOT NULL,
	"names" jsonb NOT NULL,
	"points_required" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_levels_level_order_unique" UNIQUE("level_order"),
	CONSTRAINT "loyalty_levels_valid" CHECK ("loyalty_levels"."level_order" >= 1 AND "loyalty_levels"."points_required" >= 0 AND "loyalty_levels"."rate_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"round_id" uuid,
	"spend_key" text,
	"cash_minor" bigint,
	"currency" text,
	"base_minor" bigint,
	"base_currency" text,
	"weight_percent" integer,
	"rate_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_entries_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "loyalty_point_entries_spend_key_unique" UNIQUE("account_id","spend_key"),
	CONSTRAINT "loyalty_point_entries_kind_valid" CHECK (("loyalty_point_entries"."kind" = 'earn' AND "loyalty_point_entries"."points" > 0 AND "loyalty_point_entries"."round_id" IS NOT NULL AND "loyalty_point_entries"."spend_key" IS NULL)
        OR ("loyalty_point_entries"."kind" = 'spend' AND "loyalty_point_entries"."points" < 0 AND "loyalty_point_entries"."spend_key" IS NOT NULL AND "loyalty_point_entries"."round_id" IS NULL)),
	CONSTRAINT "loyalty_point_entries_spend_key_length" CHECK (char_length("loyalty_point_entries"."spend_key") <= 200)
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."loyalty_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_account_id_loyalty_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."loyalty_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the schema (domains/loyalty/tables.ts) cannot name identity's players table, as a
-- domain never imports another's tables; a player's loyalty account goes with the player.
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
