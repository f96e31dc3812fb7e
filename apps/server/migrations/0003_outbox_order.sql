ALTER TABLE "email_outbox" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "seq" bigserial NOT NULL;