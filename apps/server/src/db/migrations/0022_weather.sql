CREATE TABLE "weather_hours" (
	"device_id" integer NOT NULL,
	"key" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "weather_hours_device_id_key_hour_pk" PRIMARY KEY("device_id","key","hour")
);
--> statement-breakpoint
CREATE TABLE "weather_dimming" (
	"threshold_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"group_id" integer,
	"dimmed_to" integer NOT NULL,
	"dim_back" integer NOT NULL,
	"dimmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_thresholds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weather_thresholds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"operator" text NOT NULL,
	"value" double precision NOT NULL,
	"night" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	"dim_to" integer,
	"dim_back" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "weather_thresholds_operator_check" CHECK ("weather_thresholds"."operator" in ('above', 'below'))
);
--> statement-breakpoint
ALTER TABLE "weather_dimming" ADD CONSTRAINT "weather_dimming_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_thresholds" ADD CONSTRAINT "weather_thresholds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_thresholds" ADD CONSTRAINT "weather_thresholds_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_dimming_project_idx" ON "weather_dimming" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "weather_thresholds_project_idx" ON "weather_thresholds" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weather_thresholds_rule_idx" ON "weather_thresholds" USING btree ("project_id","key","operator","night");--> statement-breakpoint
-- The weather hours of what the stations reported before (type 9), read by device along the history's key.
INSERT INTO "weather_hours" ("device_id", "key", "hour", "min", "max", "sum", "count")
SELECT h.device_id, h.key, date_trunc('hour', h.ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  min(h.number_value), max(h.number_value), sum(h.number_value), count(*)::int
FROM "telemetry_history" h JOIN "devices" d ON d.id = h.device_id AND d.type_id = 9
WHERE h.key IN ('temperature', 'humidity', 'rainfall', 'rainRate', 'windSpeed', 'pressure', 'noise', 'pm25', 'pm10')
  AND h.number_value IS NOT NULL
GROUP BY 1, 2, 3;
