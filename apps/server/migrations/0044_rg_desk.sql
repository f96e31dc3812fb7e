CREATE TABLE "rg_harm_markers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"summary" text NOT NULL,
	"outcome" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rg_harm_markers_one_per_day_idx" ON "rg_harm_markers" USING btree ("player_id","kind","day");--> statement-breakpoint
CREATE INDEX "rg_harm_markers_day_idx" ON "rg_harm_markers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "rg_interactions_player_idx" ON "rg_interactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE FUNCTION "rg_interactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rg_interactions is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rg_interactions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "rg_interactions"
  FOR EACH ROW EXECUTE FUNCTION "rg_interactions_append_only"();
