CREATE TABLE "studio_crash_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"player_ref" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"auto_cashout_hundredths" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"cashed_out_hundredths" integer,
	"win_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "studio_crash_bets_amounts" CHECK ("studio_crash_bets"."amount_minor" > 0 and coalesce("studio_crash_bets"."win_minor", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_crash_leader" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_crash_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"crash_hundredths" integer NOT NULL,
	"growth_per_ms" double precision NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_crash_rounds_crash_point" CHECK ("studio_crash_rounds"."crash_hundredths" >= 100)
);
--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_round_id_studio_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_bets_one_per_round_idx" ON "studio_crash_bets" USING btree ("round_id","player_ref");--> statement-breakpoint
CREATE INDEX "studio_crash_bets_unpaid_idx" ON "studio_crash_bets" USING btree ("status") WHERE "studio_crash_bets"."paid_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_rounds_number_idx" ON "studio_crash_rounds" USING btree ("number");