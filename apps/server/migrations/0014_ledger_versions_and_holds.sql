CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"pending_transaction_id" bigint NOT NULL,
	"from_account_id" bigint NOT NULL,
	"held_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolving_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_player_not_negative";--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "allow_negative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now a system account (no wallet account) was the one allowed below zero: that becomes its flag.
UPDATE "ledger_accounts" SET "allow_negative" = true WHERE "wallet_account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "balance_before" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "account_version" bigint;--> statement-breakpoint
-- Existing entries get their place in each account's chain, in the order they were written.
UPDATE "ledger_entries" e SET "balance_before" = c.after - e."amount", "balance_after" = c.after, "account_version" = c.version
FROM (
  SELECT "id",
    sum("amount") OVER (PARTITION BY "account_id" ORDER BY "id") AS after,
    row_number() OVER (PARTITION BY "account_id" ORDER BY "id") AS version
  FROM "ledger_entries"
) c WHERE c."id" = e."id";--> statement-breakpoint
UPDATE "ledger_accounts" a SET "version" = (SELECT count(*) FROM "ledger_entries" e WHERE e."account_id" = a."id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_before" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "account_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_pending_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("pending_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_held_account_id_ledger_accounts_id_fk" FOREIGN KEY ("held_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_resolving_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("resolving_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_account_version_idx" ON "ledger_entries" USING btree ("account_id","account_version");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_chain" CHECK ("ledger_entries"."balance_after" = "ledger_entries"."balance_before" + "ledger_entries"."amount");--> statement-breakpoint
-- Withdrawal reserves already written become holds: posted when paid out, voided when released.
INSERT INTO "ledger_holds" ("idempotency_key", "pending_transaction_id", "from_account_id", "held_account_id", "amount", "status", "resolving_transaction_id", "created_at", "resolved_at")
SELECT r."idempotency_key", r."id", debit."account_id", credit."account_id", credit."amount",
  CASE WHEN payout."id" IS NOT NULL THEN 'posted' WHEN release."id" IS NOT NULL THEN 'voided' ELSE 'pending' END,
  coalesce(payout."id", release."id"), r."created_at", coalesce(payout."created_at", release."created_at")
FROM "ledger_transactions" r
JOIN "ledger_entries" debit ON debit."transaction_id" = r."id" AND debit."amount" < 0
JOIN "ledger_entries" credit ON credit."transaction_id" = r."id" AND credit."amount" > 0
LEFT JOIN "ledger_transactions" payout ON payout."idempotency_key" = regexp_replace(r."idempotency_key", ':reserve$', ':payout')
LEFT JOIN "ledger_transactions" release ON release."idempotency_key" = regexp_replace(r."idempotency_key", ':reserve$', ':release')
WHERE r."kind" = 'withdrawal.reserve';