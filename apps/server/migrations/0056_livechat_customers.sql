CREATE TABLE "livechat_customers" (
	"player_id" uuid NOT NULL,
	"license_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"access_token" text,
	"token_type" text,
	"expires_in_seconds" integer,
	"token_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "livechat_customers_player_id_license_id_pk" PRIMARY KEY("player_id","license_id")
);
