ALTER TABLE "wheels" DROP CONSTRAINT "wheels_state_valid";--> statement-breakpoint
ALTER TABLE "wheels" DROP CONSTRAINT "wheels_period_valid";--> statement-breakpoint
ALTER TABLE "wheels" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "wheels" DROP COLUMN "start_at";--> statement-breakpoint
ALTER TABLE "wheels" DROP COLUMN "end_at";