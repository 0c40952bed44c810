CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"group_id" integer,
	"serial_number" text DEFAULT '' NOT NULL,
	"verify_code" text DEFAULT '' NOT NULL,
	"communication_type" text DEFAULT '' NOT NULL,
	"is_nbiot" boolean DEFAULT false NOT NULL,
	"is_bms" boolean DEFAULT false NOT NULL,
	"is_grid_complementary" boolean DEFAULT false NOT NULL,
	"package_expire" date,
	"sim_start" date,
	"sim_end" date,
	"longitude" double precision,
	"latitude" double precision,
	"pole_number" text DEFAULT '' NOT NULL,
	"install_date" date,
	"manufacturer_id" integer,
	"model" text DEFAULT '' NOT NULL,
	"lamp_power" double precision,
	"firmware_version" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"gateway_mode" text,
	"gateway_id" integer,
	"circuit_id" bigint,
	"run_state" smallint,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"token_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loop_circuits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loop_circuits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"controller_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "factory_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"code" text NOT NULL,
	"verify_code" text NOT NULL,
	"type_id" integer NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"production_date" date,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"maker_account_id" integer,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_gateway_id_devices_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_circuit_id_loop_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."loop_circuits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loop_circuits" ADD CONSTRAINT "loop_circuits_controller_id_devices_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_devices" ADD CONSTRAINT "factory_devices_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_maker_account_id_accounts_id_fk" FOREIGN KEY ("maker_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_code_idx" ON "devices" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_idx" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "devices_account_id_idx" ON "devices" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "devices_project_group_idx" ON "devices" USING btree ("project_id","group_id");--> statement-breakpoint
CREATE INDEX "devices_type_idx" ON "devices" USING btree ("type_id","account_id");--> statement-breakpoint
CREATE INDEX "devices_gateway_idx" ON "devices" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "devices_circuit_idx" ON "devices" USING btree ("circuit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loop_circuits_controller_number_idx" ON "loop_circuits" USING btree ("controller_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "factory_devices_code_idx" ON "factory_devices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "factory_devices_manufacturer_idx" ON "factory_devices" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "manufacturers_account_idx" ON "manufacturers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "manufacturers_maker_account_idx" ON "manufacturers" USING btree ("maker_account_id");--> statement-breakpoint
CREATE INDEX "device_groups_account_idx" ON "device_groups" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_groups_project_name_idx" ON "device_groups" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "projects_account_idx" ON "projects" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_account_name_idx" ON "projects" USING btree ("account_id","name");