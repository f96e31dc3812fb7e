CREATE TABLE "player_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" smallint NOT NULL,
	"period" text NOT NULL,
	"currency" text,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "marketing_suppressed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "player_limits_player_idx" ON "player_limits" USING btree ("player_id") WHERE "player_limits"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_one_per_kind_idx" ON "player_limits" USING btree ("player_id","definition",coalesce("currency", ''),(CASE WHEN "definition" >= 4 THEN '' ELSE "period" END)) WHERE "player_limits"."ended_at" IS NULL;