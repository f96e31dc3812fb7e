ALTER TABLE "quests" DROP CONSTRAINT "quests_valid";--> statement-breakpoint
ALTER TABLE "quests" DROP COLUMN "start_at";--> statement-breakpoint
ALTER TABLE "quests" DROP COLUMN "end_at";--> statement-breakpoint
ALTER TABLE "quests" DROP COLUMN "enabled";--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_valid" CHECK ("quests"."task_execution_order" IN ('any', 'sequential') AND ("quests"."duration_hours" IS NULL OR "quests"."duration_hours" > 0)
        AND ("quests"."starts_at" IS NULL OR "quests"."ends_at" IS NULL OR "quests"."starts_at" < "quests"."ends_at"));