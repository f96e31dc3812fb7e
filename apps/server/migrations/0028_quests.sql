CREATE TABLE "player_quest_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_quest_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"execution_order" integer NOT NULL,
	"type" integer NOT NULL,
	"target" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"min_stake" bigint,
	"min_payout" bigint,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_quest_tasks_task_unique" UNIQUE("player_quest_id","task_id"),
	CONSTRAINT "player_quest_tasks_progress_valid" CHECK ("player_quest_tasks"."target" > 0 AND "player_quest_tasks"."progress" >= 0 AND "player_quest_tasks"."progress" <= "player_quest_tasks"."target")
);
--> statement-breakpoint
CREATE TABLE "player_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"state" integer NOT NULL,
	"currency" text NOT NULL,
	"rewards" jsonb NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_quests_state_valid" CHECK ("player_quests"."state" BETWEEN 2 AND 6)
);
--> statement-breakpoint
CREATE TABLE "quest_progress_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_task_id" uuid NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_progress_entries_source_unique" UNIQUE("player_task_id","source"),
	CONSTRAINT "quest_progress_entries_amount_valid" CHECK ("quest_progress_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "quest_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"execution_order" integer NOT NULL,
	"type" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"count" integer,
	"amounts" jsonb,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "quest_tasks_order_unique" UNIQUE("quest_id","execution_order"),
	CONSTRAINT "quest_tasks_quantity_valid" CHECK (("quest_tasks"."type" IN (1, 3, 4) AND "quest_tasks"."amounts" IS NOT NULL AND "quest_tasks"."count" IS NULL)
        OR ("quest_tasks"."type" IN (2, 5, 6) AND "quest_tasks"."count" > 0 AND "quest_tasks"."amounts" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image" text,
	"quest_order" integer DEFAULT 0 NOT NULL,
	"task_execution_order" text DEFAULT 'any' NOT NULL,
	"package_order" integer,
	"duration_hours" integer,
	"rewards" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_slug_unique" UNIQUE("slug"),
	CONSTRAINT "quests_valid" CHECK ("quests"."task_execution_order" IN ('any', 'sequential') AND ("quests"."duration_hours" IS NULL OR "quests"."duration_hours" > 0)
        AND ("quests"."start_at" IS NULL OR "quests"."end_at" IS NULL OR "quests"."start_at" < "quests"."end_at"))
);
--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_task_id_quest_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quest_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_progress_entries" ADD CONSTRAINT "quest_progress_entries_player_task_id_player_quest_tasks_id_fk" FOREIGN KEY ("player_task_id") REFERENCES "public"."player_quest_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_tasks" ADD CONSTRAINT "quest_tasks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_quests_held_idx" ON "player_quests" USING btree ("player_id","quest_id") WHERE "player_quests"."state" IN (2, 3);--> statement-breakpoint
CREATE INDEX "player_quests_player_idx" ON "player_quests" USING btree ("player_id","activated_at");--> statement-breakpoint
CREATE INDEX "player_quests_active_idx" ON "player_quests" USING btree ("player_id") WHERE "player_quests"."state" = 2;--> statement-breakpoint
CREATE INDEX "quest_progress_entries_source_idx" ON "quest_progress_entries" USING btree ("source");--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;