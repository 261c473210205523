CREATE TABLE "ai_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"base_url" text,
	"api_key_sealed" text,
	"api_key_hint" text,
	"headers_sealed" text,
	"header_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supports_structured_outputs" boolean DEFAULT true NOT NULL,
	"managed_by" text DEFAULT 'ui' NOT NULL,
	"seed_key" text,
	"status" text DEFAULT 'untested' NOT NULL,
	"status_message" text,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ai_models_provider_model_idx";--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "temperature" double precision;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "max_output_tokens" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_connections_seed_key_idx" ON "ai_connections" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_connections_name_idx" ON "ai_connections" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_connection_id_ai_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."ai_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_models_connection_model_idx" ON "ai_models" USING btree ("connection_id","model_id");