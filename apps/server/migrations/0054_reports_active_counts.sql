CREATE TABLE "report_active_days" (
	"currency" text NOT NULL,
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "report_active_days_currency_player_id_day_pk" PRIMARY KEY("currency","player_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_active_gaps" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"gap" smallint NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_active_gaps_day_currency_country_gap_pk" PRIMARY KEY("day","currency","country","gap")
);
--> statement-breakpoint
CREATE TABLE "report_day_counts" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_day_counts_day_currency_country_pk" PRIMARY KEY("day","currency","country")
);
--> statement-breakpoint
CREATE TABLE "report_registrations" (
	"player_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_watermarks" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "players_created_at_idx" ON "players" USING btree ("created_at");--> statement-breakpoint
-- Decision 0050: the counts of the days folded before this migration, from the players-per-game set
-- (a day's country: the first in order; 365 is active-players.ts's ACTIVE_GAP_DAYS), and the players
-- registered so far (the fold reads identity's registrations from here on, through identity).
INSERT INTO "report_active_days" ("currency", "player_id", "day", "country")
SELECT DISTINCT ON ("currency", "player_id", "day") "currency", "player_id", "day", "country"
FROM "report_daily_players" ORDER BY "currency", "player_id", "day", "country";--> statement-breakpoint
INSERT INTO "report_day_counts" ("day", "currency", "country", "active_players")
SELECT "day", "currency", "country", count(*)::int FROM "report_active_days" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "report_active_gaps" ("day", "currency", "country", "gap", "players")
SELECT "day", "currency", "country", "gap", count(*)::int FROM (
  SELECT "day", "currency", "country",
    CASE WHEN "previous" IS NOT NULL AND "day" - "previous" <= 365 THEN "day" - "previous" ELSE 0 END AS "gap"
  FROM (
    SELECT *, lag("day") OVER (PARTITION BY "currency", "player_id" ORDER BY "day") AS "previous"
    FROM "report_active_days"
  ) AS "ordered"
) AS "gaps" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "report_registrations" ("player_id") SELECT "id" FROM "players" WHERE "currency" IS NOT NULL;--> statement-breakpoint
INSERT INTO "report_day_counts" ("day", "currency", "country", "registrations")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "currency", coalesce("country", ''), count(*)::int
FROM "players" WHERE "currency" IS NOT NULL GROUP BY 1, 2, 3
ON CONFLICT ("day", "currency", "country") DO UPDATE SET "registrations" = excluded."registrations";--> statement-breakpoint
INSERT INTO "report_watermarks" ("name", "last_transaction_id", "last_at")
VALUES ('registrations', 0, date_trunc('milliseconds', now()));
