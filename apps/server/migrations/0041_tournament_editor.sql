ALTER TABLE "tournaments" ADD COLUMN "scheduled_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tournaments" SET "scheduled_at" = "created_at";
