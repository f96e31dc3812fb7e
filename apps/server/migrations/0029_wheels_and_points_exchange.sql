CREATE TABLE "loyalty_points_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bonus_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_points_exchanges_request_unique" UNIQUE("player_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_points_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"points" integer NOT NULL,
	"amounts" jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_points_offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "loyalty_points_offers_valid" CHECK ("loyalty_points_offers"."points" > 0 AND "loyalty_points_offers"."wager_multiplier" >= 0 AND "loyalty_points_offers"."wager_multiplier" <= 200)
);
--> statement-breakpoint
CREATE TABLE "wheel_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spin_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"roll" integer NOT NULL,
	"total_weight" integer NOT NULL,
	"prize_type" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_draws_spin_id_unique" UNIQUE("spin_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wheel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"weight" integer NOT NULL,
	"prize" jsonb NOT NULL,
	CONSTRAINT "wheel_sectors_position_unique" UNIQUE("wheel_id","position"),
	CONSTRAINT "wheel_sectors_weight_valid" CHECK ("wheel_sectors"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wheel_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"played_at" timestamp with time zone,
	CONSTRAINT "wheel_spins_source_key_unique" UNIQUE("wheel_id","source_key"),
	CONSTRAINT "wheel_spins_expiry_valid" CHECK ("wheel_spins"."expire_at" > "wheel_spins"."issued_at")
);
--> statement-breakpoint
CREATE TABLE "wheels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"state" integer DEFAULT 2 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"daily_spin" boolean DEFAULT false NOT NULL,
	"deposit_spin" boolean DEFAULT false NOT NULL,
	"min_deposits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"spin_valid_hours" integer NOT NULL,
	"publish_drop_rates" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheels_identity_unique" UNIQUE("identity"),
	CONSTRAINT "wheels_state_valid" CHECK ("wheels"."state" IN (2, 3)),
	CONSTRAINT "wheels_spin_valid_hours_valid" CHECK ("wheels"."spin_valid_hours" > 0),
	CONSTRAINT "wheels_period_valid" CHECK ("wheels"."end_at" IS NULL OR "wheels"."end_at" > "wheels"."start_at")
);
--> statement-breakpoint
ALTER TABLE "loyalty_points_exchanges" ADD CONSTRAINT "loyalty_points_exchanges_offer_id_loyalty_points_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."loyalty_points_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_draws" ADD CONSTRAINT "wheel_draws_spin_id_wheel_spins_id_fk" FOREIGN KEY ("spin_id") REFERENCES "public"."wheel_spins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_draws" ADD CONSTRAINT "wheel_draws_sector_id_wheel_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."wheel_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_sectors" ADD CONSTRAINT "wheel_sectors_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_spins_player_idx" ON "wheel_spins" USING btree ("player_id","wheel_id","expire_at");--> statement-breakpoint
-- Written by hand: the schemas (domains/wheels/tables.ts, domains/loyalty/exchange-tables.ts) cannot
-- name identity's players table, as a domain never imports another's tables; a player's spins and
-- exchanges go with the player.
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_exchanges" ADD CONSTRAINT "loyalty_points_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
