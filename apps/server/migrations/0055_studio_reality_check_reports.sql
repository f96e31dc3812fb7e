CREATE TABLE "studio_reality_check_reports" (
	"check_id" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studio_reality_check_reports" ADD CONSTRAINT "studio_reality_check_reports_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_reality_check_reports_unanswered_idx" ON "studio_reality_check_reports" USING btree ("created_at") WHERE "studio_reality_check_reports"."answered_at" IS NULL;