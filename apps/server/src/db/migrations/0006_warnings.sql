CREATE TABLE "device_presence" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"offline_at" timestamp with time zone NOT NULL,
	"offline" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "kind" text DEFAULT 'state' NOT NULL;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "episode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warnings" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_presence" ADD CONSTRAINT "device_presence_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_presence_offline_at_idx" ON "device_presence" USING btree ("offline_at") WHERE not "device_presence"."offline";--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warnings_device_code_idx" ON "warnings" USING btree ("device_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warnings_open_episode_idx" ON "warnings" USING btree ("device_id","kind") WHERE "warnings"."cleared_at" is null;