/** What the AI functions read in the request's workspace: its brand and its cluster's posts (every query scoped by workspace). */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { brandStrategy, brandVoices, clusterPosts, contentClusters, contentHistory } from "@/server/db/schema";
import type { BrandContext } from "@/server/ai/brand-context";
import { toVoiceRules } from "@/server/db/voice-rows";

export function createFunctionsRepository(db: Db) {
  return {
    /** The workspace's brand, or undefined when it does not exist or belongs to another workspace. */
    async findBrand(workspaceId: string, brandId: string): Promise<BrandContext | undefined> {
      const [found] = await db
        .select({ brand: brandStrategy, voice: brandVoices })
        .from(brandStrategy)
        .leftJoin(brandVoices, eq(brandVoices.brandId, brandStrategy.id))
        .where(and(eq(brandStrategy.workspaceId, workspaceId), eq(brandStrategy.id, brandId)))
        .limit(1);
      if (!found) return undefined;
      const row = found.brand;
      return {
        brand_name: row.brandName,
        mission: row.mission,
        vision: row.vision,
        target_audience: row.targetAudience,
        brand_voice: row.brandVoice,
        key_messaging: row.keyMessaging,
        spelling_preference: row.spellingPreference,
        key_topics: row.keyTopics,
        content_guidelines: row.contentGuidelines,
        additional_notes: row.additionalNotes,
        no_emojis: row.noEmojis,
        no_dashes: row.noDashes,
        no_semicolons: row.noSemicolons,
        language: row.language,
        voice: found.voice ? toVoiceRules(found.voice) : null,
      };
    },

    /** The newest posts of the workspace's cluster, or undefined when the cluster is not the workspace's. */
    async clusterPosts(workspaceId: string, clusterId: string, limit: number): Promise<string[] | undefined> {
      const [cluster] = await db
        .select({ id: contentClusters.id })
        .from(contentClusters)
        .where(and(eq(contentClusters.workspaceId, workspaceId), eq(contentClusters.id, clusterId)))
        .limit(1);
      if (!cluster) return undefined;
      const rows = await db
        .select({ content: contentHistory.content })
        .from(clusterPosts)
        .innerJoin(contentHistory, eq(contentHistory.id, clusterPosts.postId))
        .where(and(eq(clusterPosts.clusterId, clusterId), eq(contentHistory.workspaceId, workspaceId)))
        .orderBy(desc(contentHistory.createdAt))
        .limit(limit);
      return rows.map((r) => r.content);
    },
  };
}
