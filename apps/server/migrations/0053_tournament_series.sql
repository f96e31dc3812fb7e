CREATE TABLE "tournament_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"days" integer NOT NULL,
	"template" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_series_key_unique" UNIQUE("key"),
	CONSTRAINT "tournament_series_valid" CHECK ("tournament_series"."days" IN (1, 7))
);
