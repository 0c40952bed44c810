CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_first_idx" ON "sign_in_failures" USING btree ("first_at");--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_since";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";