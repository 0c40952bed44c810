CREATE TABLE "media_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"hash" text NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"has_thumbnail" boolean DEFAULT false NOT NULL,
	"uploader_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_account_hash_key" UNIQUE("account_id","hash")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_account_idx" ON "media_files" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "media_files_hash_idx" ON "media_files" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "media_files_name_idx" ON "media_files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_files_folder_idx" ON "media_files" USING btree ("account_id","folder");