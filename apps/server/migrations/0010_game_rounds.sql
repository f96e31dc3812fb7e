CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"game_slug" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts_valid" CHECK ("game_rounds"."bet_minor" >= 0 AND "game_rounds"."win_minor" >= 0 AND "game_rounds"."refunded_minor" BETWEEN 0 AND "game_rounds"."bet_minor")
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "round_url_template" text;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_session_round_idx" ON "game_rounds" USING btree ("session_id","provider_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created_idx" ON "game_rounds" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_settled_idx" ON "game_rounds" USING btree ("player_id","settled_at","id") WHERE "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "game_rounds_winners_idx" ON "game_rounds" USING btree ("settled_at","id") WHERE "game_rounds"."status" = 'settled' AND "game_rounds"."win_minor" > "game_rounds"."bet_minor" - "game_rounds"."refunded_minor";--> statement-breakpoint
-- Rounds of bets taken before rounds were recorded, rebuilt from the seamless-wallet transactions.
WITH "wins" AS (
	SELECT "session_id", "round_id", sum("amount") AS "won", min("created_at") AS "first_win"
	FROM "game_wallet_transactions" WHERE "kind" = 'win' GROUP BY "session_id", "round_id"
), "rounds" AS (
	SELECT b."provider_id", b."round_id", b."session_id", b."player_id", b."wallet_account_id",
		s."game_id", b."currency", sum(b."amount") AS "bet",
		coalesce(sum(b."amount") FILTER (WHERE b."status" = 'rolledBack'), 0) AS "refunded",
		coalesce(w."won", 0) AS "won", w."first_win", min(b."created_at") AS "created", max(b."created_at") AS "last_bet"
	FROM "game_wallet_transactions" b
	JOIN "game_sessions" s ON s."id" = b."session_id"
	LEFT JOIN "wins" w ON w."session_id" = b."session_id" AND w."round_id" = b."round_id"
	WHERE b."kind" = 'bet' AND b."status" <> 'tombstone'
	GROUP BY b."provider_id", b."round_id", b."session_id", b."player_id", b."wallet_account_id", s."game_id",
		b."currency", w."won", w."first_win"
)
INSERT INTO "game_rounds" ("provider_id", "provider_round_id", "session_id", "player_id", "wallet_account_id",
	"game_slug", "currency", "bet_minor", "win_minor", "refunded_minor", "status", "created_at", "settled_at")
SELECT "provider_id", "round_id", "session_id", "player_id", "wallet_account_id", "game_id", "currency", "bet",
	"won", "refunded",
	CASE WHEN "refunded" >= "bet" THEN 'rolledBack' WHEN "first_win" IS NOT NULL THEN 'settled' ELSE 'open' END,
	"created",
	CASE WHEN "refunded" >= "bet" THEN coalesce("first_win", "last_bet") ELSE "first_win" END
FROM "rounds";
