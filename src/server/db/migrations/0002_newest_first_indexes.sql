DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "accounts_user_created_idx";--> statement-breakpoint
DROP INDEX "brand_strategy_user_created_idx";--> statement-breakpoint
DROP INDEX "content_clusters_user_created_idx";--> statement-breakpoint
DROP INDEX "content_history_user_created_idx";--> statement-breakpoint
DROP INDEX "content_history_user_type_idx";--> statement-breakpoint
DROP INDEX "notes_user_created_idx";--> statement-breakpoint
DROP INDEX "prompts_user_created_idx";--> statement-breakpoint
DROP INDEX "documents_user_created_idx";--> statement-breakpoint
DROP INDEX "post_images_user_created_idx";--> statement-breakpoint
DROP INDEX "user_images_user_created_idx";--> statement-breakpoint
DROP INDEX "ai_usage_user_created_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accounts_user_created_idx" ON "accounts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "brand_strategy_user_created_idx" ON "brand_strategy" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_clusters_user_created_idx" ON "content_clusters" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_history_user_created_idx" ON "content_history" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_history_user_type_idx" ON "content_history" USING btree ("user_id","content_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notes_user_created_idx" ON "notes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_user_created_idx" ON "prompts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_user_created_idx" ON "documents" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_images_user_created_idx" ON "post_images" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_images_user_created_idx" ON "user_images" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ai_usage_user_created_idx" ON "ai_usage" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);