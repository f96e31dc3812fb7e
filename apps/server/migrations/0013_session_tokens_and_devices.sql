ALTER TABLE "sessions" ADD COLUMN "token_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_token_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "sessions_player_device_idx" ON "sessions" USING btree ("player_id","device_hash");