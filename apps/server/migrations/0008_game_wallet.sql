CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"provider_id" text NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_transaction_id" text,
	"ledger_transaction_id" bigint,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_wallet_transactions_amount_not_negative" CHECK ("game_wallet_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_wallet_transactions_provider_tx_idx" ON "game_wallet_transactions" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE INDEX "game_wallet_transactions_round_idx" ON "game_wallet_transactions" USING btree ("session_id","round_id");