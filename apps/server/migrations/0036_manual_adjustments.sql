CREATE TABLE "manual_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"part" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"comment" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_id" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"decided_by_id" text,
	"decided_by_name" text,
	"decline_reason" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "manual_adjustments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "manual_adjustments_player_idx" ON "manual_adjustments" USING btree ("player_id","created_at");