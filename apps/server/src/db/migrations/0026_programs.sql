CREATE TABLE "program_media" (
	"program_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "program_media_program_id_media_id_pk" PRIMARY KEY("program_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"origin_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"regions" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"size" bigint NOT NULL,
	"creator_name" text NOT NULL,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "program_media" ADD CONSTRAINT "program_media_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_media" ADD CONSTRAINT "program_media_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_media_media_idx" ON "program_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "programs_account_idx" ON "programs" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_one_open_version_key" ON "programs" USING btree ("origin_id") WHERE "programs"."state" <> 'publish';