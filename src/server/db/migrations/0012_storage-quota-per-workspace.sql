ALTER TABLE "storage_quotas" DROP CONSTRAINT "storage_quotas_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_owner_id_users_id_fk";
--> statement-breakpoint
-- Hand-written (issue 25): every user's ledger rows and quota override move to their personal workspace, where
-- their files already are (migration 0011), before the foreign keys point at workspaces.
UPDATE "stored_files" AS f SET owner_id = w.id FROM workspaces w WHERE w.personal_owner_id = f.owner_id;--> statement-breakpoint
UPDATE "storage_quotas" AS q SET owner_id = w.id FROM workspaces w WHERE w.personal_owner_id = q.owner_id;--> statement-breakpoint
ALTER TABLE "storage_quotas" ADD CONSTRAINT "storage_quotas_owner_id_workspaces_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_workspaces_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;