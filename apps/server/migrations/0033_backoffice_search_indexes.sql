CREATE INDEX "players_email_pattern_idx" ON "players" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_phone_pattern_idx" ON "players" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_nickname_pattern_idx" ON "players" USING btree (lower("nickname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "payment_invoices_pending_withdrawals_idx" ON "payment_invoices" USING btree ("number") WHERE "payment_invoices"."type" = 2 AND "payment_invoices"."status" = 1;