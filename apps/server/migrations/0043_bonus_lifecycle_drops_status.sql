ALTER TABLE "bonus_codes" DROP COLUMN "available_from";--> statement-breakpoint
ALTER TABLE "bonus_codes" DROP COLUMN "available_to";--> statement-breakpoint
ALTER TABLE "bonus_definitions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "bonus_definitions" DROP COLUMN "available_from";--> statement-breakpoint
ALTER TABLE "bonus_definitions" DROP COLUMN "available_to";