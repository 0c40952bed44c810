DROP INDEX "devices_search_idx";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("devices"."code" || chr(10) || "devices"."name" || chr(10) || "devices"."serial_number" || chr(10) || "devices"."pole_number")) STORED;--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin ("search_text" gin_trgm_ops);