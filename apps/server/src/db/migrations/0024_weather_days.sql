CREATE TABLE "weather_days" (
	"device_id" integer NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "weather_days_device_id_key_day_pk" PRIMARY KEY("device_id","key","day")
);
--> statement-breakpoint
-- The days of what the stations reported before, from their hours (the energy days' clock, UTC+8).
INSERT INTO "weather_days" ("device_id", "key", "day", "min", "max", "sum", "count")
SELECT device_id, key, ((hour AT TIME ZONE 'UTC') + interval '480 minutes')::date, min(min), max(max), sum(sum), sum(count)::int
FROM "weather_hours"
GROUP BY 1, 2, 3;
