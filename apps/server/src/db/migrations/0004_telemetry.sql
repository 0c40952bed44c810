CREATE TABLE "device_attributes" (
	"device_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"number_value" double precision,
	"text_value" text,
	"boolean_value" boolean,
	"json_value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_attributes_device_id_scope_key_pk" PRIMARY KEY("device_id","scope","key"),
	CONSTRAINT "device_attributes_scope_check" CHECK ("device_attributes"."scope" in ('client', 'shared', 'server'))
);
--> statement-breakpoint
CREATE TABLE "telemetry_history" (
	"device_id" integer NOT NULL,
	"key" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"number_value" double precision,
	"text_value" text,
	"boolean_value" boolean,
	"json_value" jsonb,
	CONSTRAINT "telemetry_history_device_id_key_ts_pk" PRIMARY KEY("device_id","key","ts")
) PARTITION BY RANGE ("ts");
-- Written by hand (Drizzle cannot say it): one partition per month, created by the ingest before
-- it writes into a month and dropped whole by retention; the same on PGlite and PostgreSQL.
--> statement-breakpoint
CREATE TABLE "telemetry_latest" (
	"device_id" integer NOT NULL,
	"key" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"number_value" double precision,
	"text_value" text,
	"boolean_value" boolean,
	"json_value" jsonb,
	CONSTRAINT "telemetry_latest_device_id_key_pk" PRIMARY KEY("device_id","key")
) WITH (fillfactor = 70);
-- Written by hand: every report rewrites these rows; free room on each page lets PostgreSQL
-- update them in place (HOT) without touching the primary key index.
--> statement-breakpoint
CREATE TABLE "telemetry_rejections" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"malformed" bigint DEFAULT 0 NOT NULL,
	"rejected" bigint DEFAULT 0 NOT NULL,
	"last_reason" text DEFAULT '' NOT NULL,
	"last_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_attributes" ADD CONSTRAINT "device_attributes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_latest" ADD CONSTRAINT "telemetry_latest_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_rejections" ADD CONSTRAINT "telemetry_rejections_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;