DROP INDEX "sessions_device_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "fingerprinted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "country" text;--> statement-breakpoint
-- Sessions opened before: a device hash that is not the hash of the stored user agent came from a
-- fingerprint (devices.ts hashes "fingerprint:..." or "user-agent:..."). A user agent cut at 500
-- characters cannot be told apart and stays unmarked, so it matches nobody, as a user agent does.
UPDATE "sessions" SET "fingerprinted" = true
WHERE "device_hash" IS NOT NULL
  AND ("user_agent" IS NULL OR (char_length("user_agent") < 500
    AND "device_hash" <> encode(sha256(convert_to('user-agent:' || "user_agent", 'UTF8')), 'hex')));--> statement-breakpoint
CREATE INDEX "sessions_fingerprint_idx" ON "sessions" USING btree ("device_hash") WHERE "sessions"."fingerprinted";