CREATE TABLE "game_reality_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"check_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"interval_seconds" bigint NOT NULL,
	"elapsed_seconds" bigint NOT NULL,
	"rounds" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_reality_checks" ADD CONSTRAINT "game_reality_checks_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reality_checks" ADD CONSTRAINT "game_reality_checks_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_reality_checks_provider_check_idx" ON "game_reality_checks" USING btree ("provider_id","check_id");--> statement-breakpoint
CREATE INDEX "game_reality_checks_player_idx" ON "game_reality_checks" USING btree ("player_id","acknowledged_at","id");--> statement-breakpoint
CREATE INDEX "game_reality_checks_recent_idx" ON "game_reality_checks" USING btree ("acknowledged_at","id");