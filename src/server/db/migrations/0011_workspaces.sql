CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"current_brand_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'team' NOT NULL,
	"personal_owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "brand_strategy" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "content_clusters" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "content_history" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "prompt_library" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "user_images" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "account_connections" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "workspace_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_owner_id_users_id_fk" FOREIGN KEY ("personal_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_idx" ON "workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_one_owner_idx" ON "workspace_members" USING btree ("workspace_id") WHERE "workspace_members"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_owner_idx" ON "workspaces" USING btree ("personal_owner_id") WHERE "workspaces"."personal_owner_id" is not null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_strategy" ADD CONSTRAINT "brand_strategy_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_clusters" ADD CONSTRAINT "content_clusters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_history" ADD CONSTRAINT "content_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_library" ADD CONSTRAINT "prompt_library_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_connections" ADD CONSTRAINT "account_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_workspace_created_idx" ON "accounts" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "brand_strategy_workspace_created_idx" ON "brand_strategy" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_clusters_workspace_created_idx" ON "content_clusters" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_history_workspace_created_idx" ON "content_history" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notes_workspace_created_idx" ON "notes" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_workspace_created_idx" ON "prompts" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_workspace_created_idx" ON "documents" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_images_workspace_created_idx" ON "post_images" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_images_workspace_created_idx" ON "user_images" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ai_usage_workspace_created_idx" ON "ai_usage" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "account_connections_workspace_idx" ON "account_connections" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "scheduled_posts_workspace_time_idx" ON "scheduled_posts" USING btree ("workspace_id","scheduled_at","id");--> statement-breakpoint
-- Hand-written below (issue 25): every user gets a personal workspace, every existing row moves into its owner's.
CREATE OR REPLACE FUNCTION create_personal_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ws uuid;
BEGIN
  -- A restore may have put the user's workspace back before the user: keep it.
  IF NOT EXISTS (SELECT 1 FROM workspaces WHERE personal_owner_id = NEW.id) THEN
    INSERT INTO workspaces (name, kind, personal_owner_id) VALUES ('Personal', 'personal', NEW.id) RETURNING id INTO ws;
    INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (ws, NEW.id, 'owner');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_personal_workspace AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION create_personal_workspace();
--> statement-breakpoint
INSERT INTO workspaces (name, kind, personal_owner_id, created_at) SELECT 'Personal', 'personal', u.id, u.created_at FROM users u;
--> statement-breakpoint
INSERT INTO workspace_members (workspace_id, user_id, role, created_at) SELECT w.id, w.personal_owner_id, 'owner', w.created_at FROM workspaces w WHERE w.personal_owner_id IS NOT NULL;
--> statement-breakpoint
UPDATE "accounts" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "brand_strategy" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "content_clusters" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "content_history" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "notes" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "prompts" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "documents" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "post_images" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "user_images" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "account_connections" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "scheduled_posts" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "prompt_library" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
UPDATE "ai_usage" AS t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id;
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "brand_strategy" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_clusters" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_history" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "prompts" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "post_images" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_images" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_connections" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "scheduled_posts" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
-- A row written without a workspace lands in its author's personal workspace (where every row was before).
CREATE OR REPLACE FUNCTION fill_workspace_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.workspace_id IS NULL AND NEW.user_id IS NOT NULL THEN
    SELECT id INTO NEW.workspace_id FROM workspaces WHERE personal_owner_id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_fill_workspace" BEFORE INSERT ON "accounts" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "brand_strategy_fill_workspace" BEFORE INSERT ON "brand_strategy" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "content_clusters_fill_workspace" BEFORE INSERT ON "content_clusters" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "content_history_fill_workspace" BEFORE INSERT ON "content_history" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "notes_fill_workspace" BEFORE INSERT ON "notes" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "prompts_fill_workspace" BEFORE INSERT ON "prompts" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "documents_fill_workspace" BEFORE INSERT ON "documents" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "post_images_fill_workspace" BEFORE INSERT ON "post_images" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "user_images_fill_workspace" BEFORE INSERT ON "user_images" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "account_connections_fill_workspace" BEFORE INSERT ON "account_connections" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "scheduled_posts_fill_workspace" BEFORE INSERT ON "scheduled_posts" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "prompt_library_fill_workspace" BEFORE INSERT ON "prompt_library" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
--> statement-breakpoint
CREATE TRIGGER "ai_usage_fill_workspace" BEFORE INSERT ON "ai_usage" FOR EACH ROW EXECUTE FUNCTION fill_workspace_id();
