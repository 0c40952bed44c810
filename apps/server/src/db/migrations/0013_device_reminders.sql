CREATE TABLE "device_reminders" (
	"device_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "device_reminders_device_id_kind_day_pk" PRIMARY KEY("device_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "device_reminders" ADD CONSTRAINT "device_reminders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;