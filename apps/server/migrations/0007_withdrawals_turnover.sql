CREATE TABLE "risk_turnover_wagers" (
	"wallet_account_id" uuid PRIMARY KEY NOT NULL,
	"required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_turnover_wagers_not_negative" CHECK ("risk_turnover_wagers"."required" >= 0 AND "risk_turnover_wagers"."wagered" >= 0)
);
