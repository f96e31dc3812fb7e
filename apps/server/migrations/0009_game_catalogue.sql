CREATE TABLE "game_catalogue_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"wallet_provider_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_collection_games" (
	"collection_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_collection_games_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_plays_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"provider_id" text NOT NULL,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL,
	"image" text NOT NULL,
	"descriptions" jsonb,
	"has_demo" boolean DEFAULT true NOT NULL,
	"is_mobile" boolean DEFAULT true NOT NULL,
	"is_desktop" boolean DEFAULT true NOT NULL,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp" text,
	"volatility" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_catalogue_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_catalogue_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_collection_games_order_idx" ON "game_collection_games" USING btree ("collection_id","position","game_id");--> statement-breakpoint
CREATE INDEX "game_collection_games_game_idx" ON "game_collection_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_favorites_player_created_idx" ON "game_favorites" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_plays_player_recent_idx" ON "game_plays" USING btree ("player_id","last_played_at");--> statement-breakpoint
CREATE INDEX "games_enabled_position_idx" ON "games" USING btree ("is_enabled","position","id");--> statement-breakpoint
CREATE INDEX "games_provider_position_idx" ON "games" USING btree ("provider_id","position","id");--> statement-breakpoint
CREATE INDEX "games_search_title_idx" ON "games" USING btree ("search_title" text_pattern_ops);