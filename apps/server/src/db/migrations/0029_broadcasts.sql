CREATE TABLE "broadcast_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"broadcast_id" integer NOT NULL,
	"command_id" bigint,
	"at" timestamp with time zone NOT NULL,
	"priority" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"media_id" integer,
	"media_name" text NOT NULL,
	"duration_ms" integer,
	"text" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"priority" text NOT NULL,
	"repeat" integer NOT NULL,
	"volume" integer,
	"target_type" text NOT NULL,
	"device_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_id" integer,
	"project_id" integer,
	"target_name" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"utc_offset" integer NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"next_at" timestamp with time zone,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceller_name" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD CONSTRAINT "broadcast_runs_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_runs_broadcast_idx" ON "broadcast_runs" USING btree ("broadcast_id","id");--> statement-breakpoint
CREATE INDEX "broadcasts_account_idx" ON "broadcasts" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("next_at") WHERE "broadcasts"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "broadcasts_media_idx" ON "broadcasts" USING btree ("media_id");