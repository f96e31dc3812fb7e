CREATE TABLE "referral_codes" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"qualification_ends_at" timestamp with time zone NOT NULL,
	"qualified_at" timestamp with time zone,
	"owner_bonus_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_friendId_unique" UNIQUE("friend_id"),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."owner_id" <> "referrals"."friend_id"),
	CONSTRAINT "referrals_status_valid" CHECK ("referrals"."status" IN ('pending', 'qualified', 'expired', 'over-limit')
        AND ("referrals"."status" = 'qualified') = ("referrals"."qualified_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "referrals_owner_idx" ON "referrals" USING btree ("owner_id","registered_at");--> statement-breakpoint
-- Players from before the programme get their code here (ten hex digits); later ones get theirs when
-- they are created (domains/referrals/codes.ts).
INSERT INTO "referral_codes" ("player_id", "code")
SELECT "id", upper(substr(md5("id"::text || clock_timestamp()::text), 1, 10)) FROM "players";
