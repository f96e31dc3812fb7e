CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"country" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"public_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"redirect_success_url" text,
	"redirect_error_url" text,
	"bonus_id" text,
	"is_bonus_decline" boolean DEFAULT false NOT NULL,
	"psp_transaction_id" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "payment_invoices_player_idx" ON "payment_invoices" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_psp_tx_idx" ON "payment_invoices" USING btree ("provider","psp_transaction_id") WHERE "payment_invoices"."psp_transaction_id" IS NOT NULL;