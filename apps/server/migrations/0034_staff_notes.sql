CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_notes_player_idx" ON "staff_notes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE FUNCTION "staff_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_notes is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_notes_no_update_or_delete" BEFORE UPDATE OR DELETE ON "staff_notes"
  FOR EACH ROW EXECUTE FUNCTION "staff_notes_append_only"();
