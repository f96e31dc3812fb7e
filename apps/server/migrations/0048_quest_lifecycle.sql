ALTER TABLE "quests" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
-- What the seed put on offer stays live: every quest is scheduled since it was made, one switched off
-- ended then; the campaign's start and end become the lifecycle's.
UPDATE "quests" SET "scheduled_at" = "created_at", "starts_at" = "start_at", "ends_at" = "end_at", "ended_at" = CASE WHEN "enabled" THEN NULL ELSE "created_at" END;
