CREATE TABLE "import_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"total" integer NOT NULL,
	"imported" integer NOT NULL,
	"skipped" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_reports" ADD CONSTRAINT "import_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_reports_created_idx" ON "import_reports" USING btree ("created_at");