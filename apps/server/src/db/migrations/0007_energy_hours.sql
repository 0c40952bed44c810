CREATE TABLE "energy_hours" (
	"device_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"consumed" double precision,
	"generated" double precision,
	"lighting_hours" double precision,
	CONSTRAINT "energy_hours_device_id_hour_pk" PRIMARY KEY("device_id","hour")
);
--> statement-breakpoint
-- hand-written: the hours the history already holds, so that statistics of earlier days stay whole.
INSERT INTO "energy_hours" ("device_id", "hour", "consumed", "generated", "lighting_hours")
SELECT "device_id", date_trunc('hour', "ts" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  max("number_value") FILTER (WHERE "key" = 'energyConsumedToday'),
  max("number_value") FILTER (WHERE "key" = 'energyGeneratedToday'),
  max("number_value") FILTER (WHERE "key" = 'lightingHoursToday')
FROM "telemetry_history"
WHERE "key" IN ('energyConsumedToday', 'energyGeneratedToday', 'lightingHoursToday')
GROUP BY 1, 2;
