CREATE TABLE "brand_kits" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"background_color" text NOT NULL,
	"font" text NOT NULL,
	"logo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "user_images" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_brand_id_brand_strategy_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_strategy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;