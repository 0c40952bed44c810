CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"color" text NOT NULL,
	"logo_mime" text,
	"logo" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
