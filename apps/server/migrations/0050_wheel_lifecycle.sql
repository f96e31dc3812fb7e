ALTER TABLE "wheel_sectors" DROP CONSTRAINT "wheel_sectors_position_unique";--> statement-breakpoint
ALTER TABLE "wheel_sectors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD COLUMN "sectors_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "sectors_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wheel_sectors" ADD CONSTRAINT "wheel_sectors_version_position_unique" UNIQUE("wheel_id","version","position");--> statement-breakpoint
ALTER TABLE "wheels" ADD CONSTRAINT "wheels_window_valid" CHECK ("wheels"."ends_at" IS NULL OR "wheels"."starts_at" IS NULL OR "wheels"."ends_at" > "wheels"."starts_at");--> statement-breakpoint
-- What the seed put live stays live: a running wheel (state 2) is scheduled since it was made, over its
-- period; one the operator ended (state 3) ended when this runs (when it was ended is not stored).
UPDATE "wheels" SET "scheduled_at" = "created_at", "starts_at" = "start_at", "ends_at" = "end_at", "ended_at" = CASE WHEN "state" = 3 THEN now() ELSE NULL END;
