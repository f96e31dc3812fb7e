CREATE TABLE "player_limit_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"limit_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" smallint NOT NULL,
	"period" text NOT NULL,
	"currency" text,
	"change" text NOT NULL,
	"amount" bigint,
	"previous_amount" bigint,
	"effective_at" timestamp with time zone,
	"actor" text,
	"derived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_limit_changes_player_idx" ON "player_limit_changes" USING btree ("player_id","created_at");--> statement-breakpoint
-- The history before this migration, rebuilt from what player_limits kept (each limit's latest state):
-- its creation with the amount it holds now, the change still waiting, and its end. Changes that left
-- no trace there (a lower amount, a cancelled wait) cannot be rebuilt.
INSERT INTO "player_limit_changes"
  ("limit_id", "player_id", "definition", "period", "currency", "change", "amount", "effective_at", "derived", "created_at")
SELECT "id", "player_id", "definition", "period", "currency", 'created', "amount", "expires_at", true, "created_at"
FROM "player_limits";--> statement-breakpoint
INSERT INTO "player_limit_changes"
  ("limit_id", "player_id", "definition", "period", "currency", "change", "amount", "previous_amount", "effective_at", "derived", "created_at")
SELECT "id", "player_id", "definition", "period", "currency",
  CASE WHEN "pending_amount" IS NULL THEN 'removal-requested' ELSE 'increase-requested' END,
  coalesce("pending_amount", "amount"),
  CASE WHEN "pending_amount" IS NULL THEN NULL ELSE "amount" END,
  "pending_at", true, "updated_at"
FROM "player_limits" WHERE "pending_at" IS NOT NULL AND "ended_at" IS NULL;--> statement-breakpoint
INSERT INTO "player_limit_changes"
  ("limit_id", "player_id", "definition", "period", "currency", "change", "amount", "effective_at", "derived", "created_at")
SELECT "id", "player_id", "definition", "period", "currency",
  CASE WHEN "definition" = 5 AND "expires_at" = "ended_at" THEN 'expired' ELSE 'removed' END,
  "amount", "ended_at", true, "ended_at"
FROM "player_limits" WHERE "ended_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "player_limit_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player_limit_changes is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "player_limit_changes_no_update_or_delete" BEFORE UPDATE OR DELETE ON "player_limit_changes"
  FOR EACH ROW EXECUTE FUNCTION "player_limit_changes_append_only"();
