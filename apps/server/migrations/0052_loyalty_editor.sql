CREATE TABLE "loyalty_earn_rates" (
	"group" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_earn_rates_percent_valid" CHECK ("loyalty_earn_rates"."percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;