DROP INDEX "activity_workspace_created_idx";--> statement-breakpoint
DROP INDEX "review_links_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "activity_workspace_created_idx" ON "activity" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_links_workspace_created_idx" ON "review_links" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);