DROP INDEX "devices_group_idx";--> statement-breakpoint
DROP INDEX "devices_gateway_idx";--> statement-breakpoint
DROP INDEX "devices_circuit_idx";--> statement-breakpoint
CREATE INDEX "devices_group_idx" ON "devices" USING btree ("group_id","id") WHERE "devices"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "devices_gateway_idx" ON "devices" USING btree ("gateway_id") WHERE "devices"."gateway_id" is not null;--> statement-breakpoint
CREATE INDEX "devices_circuit_idx" ON "devices" USING btree ("circuit_id") WHERE "devices"."circuit_id" is not null;