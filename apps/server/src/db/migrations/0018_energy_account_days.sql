CREATE TABLE "energy_account_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"devices" integer NOT NULL,
	"consumed" double precision NOT NULL,
	"generated" double precision NOT NULL,
	"saved" double precision NOT NULL,
	"lighting_hours" double precision NOT NULL,
	CONSTRAINT "energy_account_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "energy_summed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"summed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "energy_days_day_idx" ON "energy_days" USING btree ("day");