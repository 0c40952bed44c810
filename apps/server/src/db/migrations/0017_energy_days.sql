CREATE TABLE "energy_days" (
	"device_id" integer NOT NULL,
	"day" date NOT NULL,
	"consumed" double precision,
	"generated" double precision,
	"lighting_hours" double precision,
	CONSTRAINT "energy_days_device_id_day_pk" PRIMARY KEY("device_id","day")
);
--> statement-breakpoint
-- hand-written: the days the hourly highs already hold, on the clock of ENERGY_DAY_UTC_OFFSET (UTC+8).
INSERT INTO "energy_days" ("device_id", "day", "consumed", "generated", "lighting_hours")
SELECT "device_id", (("hour" AT TIME ZONE 'UTC') + interval '480 minutes')::date,
  max("consumed"), max("generated"), max("lighting_hours")
FROM "energy_hours"
GROUP BY 1, 2;
