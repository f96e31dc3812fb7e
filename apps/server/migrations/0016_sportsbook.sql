CREATE TABLE "studio_sportsbook_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"player_ref" text NOT NULL,
	"currency" text NOT NULL,
	"selection" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"win_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "studio_sportsbook_bets_amounts" CHECK ("studio_sportsbook_bets"."amount_minor" > 0 and coalesce("studio_sportsbook_bets"."win_minor", 0) >= 0 and "studio_sportsbook_bets"."odds_hundredths" > 100)
);
--> statement-breakpoint
CREATE TABLE "studio_sportsbook_fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"home_bp" integer NOT NULL,
	"draw_bp" integer NOT NULL,
	"away_bp" integer NOT NULL,
	"home_odds_hundredths" integer NOT NULL,
	"draw_odds_hundredths" integer NOT NULL,
	"away_odds_hundredths" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"result" text,
	"home_goals" integer,
	"away_goals" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_sportsbook_fixtures_probabilities" CHECK ("studio_sportsbook_fixtures"."home_bp" + "studio_sportsbook_fixtures"."draw_bp" + "studio_sportsbook_fixtures"."away_bp" = 10000)
);
--> statement-breakpoint
ALTER TABLE "studio_sportsbook_bets" ADD CONSTRAINT "studio_sportsbook_bets_fixture_id_studio_sportsbook_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."studio_sportsbook_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sportsbook_bets" ADD CONSTRAINT "studio_sportsbook_bets_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_sportsbook_bets_player_idx" ON "studio_sportsbook_bets" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE INDEX "studio_sportsbook_bets_fixture_idx" ON "studio_sportsbook_bets" USING btree ("fixture_id","status");--> statement-breakpoint
CREATE INDEX "studio_sportsbook_bets_unpaid_idx" ON "studio_sportsbook_bets" USING btree ("status") WHERE "studio_sportsbook_bets"."paid_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sportsbook_fixtures_number_idx" ON "studio_sportsbook_fixtures" USING btree ("number");--> statement-breakpoint
CREATE INDEX "studio_sportsbook_fixtures_starts_idx" ON "studio_sportsbook_fixtures" USING btree ("starts_at");