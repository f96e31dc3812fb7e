CREATE TABLE "player_reality_checks" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"interval_seconds" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD COLUMN "reality_check_seconds" integer;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD COLUMN "reality_check_from" timestamp with time zone;