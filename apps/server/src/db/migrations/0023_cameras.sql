CREATE TABLE "camera_settings" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"stream_url" text DEFAULT '' NOT NULL,
	"rtsp_url" text DEFAULT '' NOT NULL,
	"whep_url" text DEFAULT '' NOT NULL,
	"snapshot_url" text DEFAULT '' NOT NULL,
	"ptz" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_screens" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"layout" integer NOT NULL,
	"tiles" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camera_settings" ADD CONSTRAINT "camera_settings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_screens" ADD CONSTRAINT "split_screens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;