CREATE TABLE "player_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "player_verifications" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"level" text NOT NULL,
	"reject_reason" text,
	"reject_final" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_documents_player_idx" ON "player_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_documents_pending_idx" ON "player_documents" USING btree ("status","created_at") WHERE "player_documents"."status" = 1;