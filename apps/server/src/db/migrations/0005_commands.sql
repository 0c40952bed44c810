CREATE TABLE "command_devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "command_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"command_id" bigint NOT NULL,
	"device_id" integer NOT NULL,
	"device_code" text NOT NULL,
	"account_id" integer NOT NULL,
	"gateway_id" integer,
	"params" jsonb NOT NULL,
	"state" text NOT NULL,
	"answer" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"params" jsonb NOT NULL,
	"target_type" text NOT NULL,
	"target" text NOT NULL,
	"wait_offline" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "command_devices" ADD CONSTRAINT "command_devices_command_id_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "command_devices" ADD CONSTRAINT "command_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commands" ADD CONSTRAINT "commands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "command_devices_command_idx" ON "command_devices" USING btree ("command_id");--> statement-breakpoint
CREATE INDEX "command_devices_device_idx" ON "command_devices" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "command_devices_open_idx" ON "command_devices" USING btree ("expires_at") WHERE "command_devices"."state" in ('queued', 'sent', 'delivered');--> statement-breakpoint
CREATE INDEX "commands_account_idx" ON "commands" USING btree ("account_id","id");