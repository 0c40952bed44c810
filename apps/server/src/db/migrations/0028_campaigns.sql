CREATE TABLE "campaign_screens" (
	"campaign_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "campaign_screens_campaign_id_device_id_pk" PRIMARY KEY("campaign_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"program_origin_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"slots" jsonb NOT NULL,
	"priority" smallint NOT NULL,
	"plays_per_hour" smallint NOT NULL,
	"utc_offset" smallint NOT NULL,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_plays" (
	"device_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"campaign_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"version" integer NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "screen_plays_device_id_started_at_pk" PRIMARY KEY("device_id","started_at")
);
--> statement-breakpoint
ALTER TABLE "campaign_screens" ADD CONSTRAINT "campaign_screens_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_screens" ADD CONSTRAINT "campaign_screens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_plays" ADD CONSTRAINT "screen_plays_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_plays" ADD CONSTRAINT "screen_plays_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_screens_device_idx" ON "campaign_screens" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "campaigns_account_idx" ON "campaigns" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "screen_plays_campaign_idx" ON "screen_plays" USING btree ("campaign_id","started_at");