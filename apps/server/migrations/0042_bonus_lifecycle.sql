ALTER TABLE "bonus_codes" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
-- What the seed put on offer stays live: on offer (status 1) is scheduled since it was made, withdrawn
-- (2) ended then; the availability window becomes the start and the end.
UPDATE "bonus_definitions" SET "scheduled_at" = "created_at", "starts_at" = "available_from", "ends_at" = "available_to", "ended_at" = CASE WHEN "status" = 1 THEN NULL ELSE "created_at" END;--> statement-breakpoint
UPDATE "bonus_codes" SET "scheduled_at" = "created_at", "starts_at" = "available_from", "ends_at" = "available_to";
