CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "devices_project_group_idx";--> statement-breakpoint
DROP INDEX "devices_type_idx";--> statement-breakpoint
CREATE INDEX "devices_project_idx" ON "devices" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "devices_group_idx" ON "devices" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "devices_run_state_idx" ON "devices" USING btree ("run_state","id");--> statement-breakpoint
CREATE INDEX "devices_package_expire_idx" ON "devices" USING btree ("package_expire");--> statement-breakpoint
CREATE INDEX "devices_sim_end_idx" ON "devices" USING btree ("sim_end");--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin (("code" || chr(10) || "name" || chr(10) || "serial_number" || chr(10) || "pole_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_type_idx" ON "devices" USING btree ("type_id","id");
