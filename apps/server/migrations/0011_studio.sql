CREATE TABLE "studio_demo_moves" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_ref" text NOT NULL,
	"session_id" uuid NOT NULL,
	"game_slug" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"bet_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_rounds_amounts_not_negative" CHECK ("studio_rounds"."bet_minor" >= 0 and "studio_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_ref" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"player_ref" text NOT NULL,
	"currency" text NOT NULL,
	"game_slug" text NOT NULL,
	"sealed_token" text,
	"demo_balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_sessions_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "studio_sessions_demo_balance_not_negative" CHECK ("studio_sessions"."demo_balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_demo_moves" ADD CONSTRAINT "studio_demo_moves_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_pair_id_studio_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."studio_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_rounds_player_idx" ON "studio_rounds" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_seed_nonce_idx" ON "studio_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_open_mines_idx" ON "studio_rounds" USING btree ("player_ref") WHERE "studio_rounds"."kind" = 'mines' and "studio_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "studio_rounds_open_idx" ON "studio_rounds" USING btree ("status") WHERE "studio_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pairs_active_idx" ON "studio_seed_pairs" USING btree ("player_ref") WHERE "studio_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "studio_seed_pairs_player_idx" ON "studio_seed_pairs" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE INDEX "studio_sessions_player_idx" ON "studio_sessions" USING btree ("player_ref","created_at");