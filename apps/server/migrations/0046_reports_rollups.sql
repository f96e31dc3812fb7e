CREATE TABLE "report_daily" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"game_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bonus_cost" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"ftd_count" integer DEFAULT 0 NOT NULL,
	"ftd_amount" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	"returns" double precision DEFAULT 0 NOT NULL,
	"return_squares" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_day_currency_country_game_id_provider_id_pk" PRIMARY KEY("day","currency","country","game_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_players" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"game_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	CONSTRAINT "report_daily_players_day_currency_country_game_id_provider_id_player_id_pk" PRIMARY KEY("day","currency","country","game_id","provider_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "report_first_deposits" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_payments" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"last_transaction_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_payments_at_idx" ON "report_payments" USING btree ("at");