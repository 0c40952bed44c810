DROP INDEX "devices_project_idx";--> statement-breakpoint
DROP INDEX "devices_group_idx";--> statement-breakpoint
DROP INDEX "devices_type_idx";--> statement-breakpoint
DROP INDEX "devices_run_state_idx";--> statement-breakpoint
DROP INDEX "devices_search_idx";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("devices"."code" || chr(10) || "devices"."name" || chr(10) || "devices"."serial_number" || chr(10) || "devices"."pole_number")) STORED;--> statement-breakpoint
CREATE INDEX "devices_project_idx" ON "devices" USING btree ("project_id","id","account_id");--> statement-breakpoint
CREATE INDEX "devices_group_idx" ON "devices" USING btree ("group_id","id","account_id") WHERE "devices"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "devices_type_idx" ON "devices" USING btree ("type_id","id","account_id");--> statement-breakpoint
CREATE INDEX "devices_run_state_idx" ON "devices" USING btree ("run_state","id","account_id");--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin ("search_text" gin_trgm_ops);