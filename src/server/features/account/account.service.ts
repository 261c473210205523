/**
 * Deleting an account with its data (issue 25), for the account itself (Settings) and for an instance admin (the
 * users page); `filesOf` and `removeFiles` also serve the deletion of a team workspace (workspaces.routes.ts): refused while the user owns a team workspace (transfer or delete it first). The user's personal
 * workspace goes with every row in it (workspace_id cascades) and its files in storage; rows the user wrote in team
 * workspaces stay there with no author (user_id is set null). Sessions end at once on every instance.
 */
import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { AppDeps } from "@/server/app-env";
import { documents, postImages, userImages, users, workspaceMembers, workspaces } from "@/server/db/schema";
import { conflict } from "@/server/lib/errors";
import type { Bucket } from "@/server/storage/storage";
import { deleteStoredObject } from "@/server/storage/delete-object";
import { messages } from "@/shared/messages";

interface StoredFile {
  bucket: Bucket;
  key: string;
}

export function createAccountService(deps: AppDeps) {
  const { db } = deps.database;

  /** Every file the workspace's rows keep in storage: saved images, uploads and documents. */
  async function filesOf(workspaceId: string): Promise<StoredFile[]> {
    const [images, uploads, docs] = await Promise.all([
      db.select({ key: userImages.imageUrl }).from(userImages).where(eq(userImages.workspaceId, workspaceId)),
      db.select({ key: postImages.imagePath }).from(postImages).where(eq(postImages.workspaceId, workspaceId)),
      db
        .select({ key: documents.storagePath })
        .from(documents)
        .where(and(eq(documents.workspaceId, workspaceId), isNotNull(documents.storagePath))),
    ]);
    return [
      // Generated images live in social_images, uploads in image-storage (store-uploads.ts, generate-image).
      ...images.map((r) => ({ bucket: "social_images" as const, key: r.key })),
      ...uploads.map((r) => ({ bucket: "image-storage" as const, key: r.key })),
      ...docs.map((r) => ({ bucket: "documents" as const, key: r.key! })),
    ];
  }

  /** Deletes the files from storage once their rows are gone; a file storage refuses is logged and counted. */
  async function removeFiles(files: StoredFile[]): Promise<{ files: number; storage_errors: number }> {
    let storageErrors = 0;
    for (const file of files) {
      const result = await deleteStoredObject(deps.services.storage, deps.logger, file.bucket, file.key);
      if (result.storage_error) storageErrors += 1;
    }
    return { files: files.length, storage_errors: storageErrors };
  }

  return {
    /** The team workspaces the user owns (names), which must be transferred or deleted before the account goes. */
    async ownedTeams(userId: string): Promise<string[]> {
      const rows = await db
        .select({ name: workspaces.name })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner"), eq(workspaces.kind, "team")))
        .orderBy(workspaces.name);
      return rows.map((r) => r.name);
    },

    /** Deletes the user (see the module comment); 409 naming the team workspaces they still own. */
    async deleteUser(userId: string, refusal: (names: string) => string = messages.account.deleteOwnsTeam): Promise<{ files: number; storage_errors: number }> {
      const owned = await this.ownedTeams(userId);
      if (owned.length) throw conflict(refusal(owned.map((n) => `"${n}"`).join(", ")), "owns_team_workspace");
      const [personal] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, userId));
      const files = personal ? await filesOf(personal.id) : [];
      const teams = await db
        .select({ id: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.userId, userId), personal ? ne(workspaceMembers.workspaceId, personal.id) : undefined));
      const at = deps.clock.now().toISOString();
      // Sessions end first (every instance drops them from its cache); then one statement deletes the user, which
      // cascades to the personal workspace and its rows, and sets the author of team rows to null.
      await deps.services.sessions?.endAllForUser(userId, at);
      await db.delete(users).where(eq(users.id, userId));
      for (const team of teams) await deps.services.realtime?.revokeWorkspaceAccess(team.id, userId).catch(() => undefined);
      return removeFiles(files);
    },

    filesOf,
    removeFiles,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
