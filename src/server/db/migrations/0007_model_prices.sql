CREATE TABLE "model_prices" (
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_per_million" numeric(12, 4) NOT NULL,
	"output_per_million" numeric(12, 4) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_prices_provider_model_pk" PRIMARY KEY("provider","model")
);
--> statement-breakpoint
ALTER TABLE "model_prices" ADD CONSTRAINT "model_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_period_idx" ON "ai_usage" USING btree ("created_at");