CREATE TABLE "wall_layout_defaults" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"layout_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_layouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wall_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"name" text NOT NULL,
	"widgets" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wall_layout_defaults" ADD CONSTRAINT "wall_layout_defaults_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_layout_defaults" ADD CONSTRAINT "wall_layout_defaults_layout_id_wall_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."wall_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_layouts" ADD CONSTRAINT "wall_layouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_layout_defaults_layout_idx" ON "wall_layout_defaults" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "wall_layouts_account_idx" ON "wall_layouts" USING btree ("account_id");