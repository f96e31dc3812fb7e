DROP INDEX "players_email_pattern_idx";--> statement-breakpoint
DROP INDEX "players_phone_pattern_idx";--> statement-breakpoint
DROP INDEX "players_nickname_pattern_idx";--> statement-breakpoint
CREATE INDEX "players_email_search_idx" ON "players" USING btree ("email" collate "C");--> statement-breakpoint
CREATE INDEX "players_phone_search_idx" ON "players" USING btree ("phone" collate "C");--> statement-breakpoint
CREATE INDEX "players_nickname_search_idx" ON "players" USING btree (lower("nickname") collate "C");