CREATE TABLE "tournament_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp (3) with time zone,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_player_unique" UNIQUE("tournament_id","player_id"),
	CONSTRAINT "tournament_entries_points_valid" CHECK ("tournament_entries"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"game_slug" text,
	"wager_multiplier" integer,
	"titles" jsonb NOT NULL,
	CONSTRAINT "tournament_prizes_place_unique" UNIQUE("tournament_id","place"),
	CONSTRAINT "tournament_prizes_valid" CHECK ("tournament_prizes"."place" >= 1 AND "tournament_prizes"."amount" > 0
        AND "tournament_prizes"."type" IN ('money', 'bonus', 'freespins', 'points')
        AND ("tournament_prizes"."type" <> 'freespins' OR "tournament_prizes"."game_slug" IS NOT NULL)
        AND ("tournament_prizes"."type" <> 'bonus' OR "tournament_prizes"."wager_multiplier" >= 0))
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_rounds_tournament_id_round_id_pk" PRIMARY KEY("tournament_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"series" text,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image" text,
	"scoring" integer NOT NULL,
	"entry_type" text NOT NULL,
	"buy_in" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_stake_minor" bigint,
	"max_stake_minor" bigint,
	"game_collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"state" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_identity_unique" UNIQUE("identity"),
	CONSTRAINT "tournaments_valid" CHECK ("tournaments"."end_at" > "tournaments"."start_at" AND "tournaments"."scoring" BETWEEN 1 AND 3
        AND "tournaments"."state" BETWEEN 2 AND 5 AND "tournaments"."entry_type" IN ('auto', 'join', 'buy-in')
        AND ("tournaments"."min_stake_minor" IS NULL OR "tournaments"."min_stake_minor" >= 0)
        AND ("tournaments"."max_stake_minor" IS NULL OR "tournaments"."max_stake_minor" >= coalesce("tournaments"."min_stake_minor", 0)))
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_leaderboard_idx" ON "tournament_entries" USING btree ("tournament_id","points" DESC NULLS LAST,"reached_at","player_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_state_end_idx" ON "tournaments" USING btree ("state","end_at");--> statement-breakpoint
-- Written by hand: the schema (domains/tournaments/tables.ts) cannot name identity's players table, as a
-- domain imports only its own tables.
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
