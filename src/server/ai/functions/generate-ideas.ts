/** generate-with-clusters and generate-social-posts (spec §7): content ideas from a cluster's posts and a prompt. */
import type { IdeasResult } from "@/shared/contracts/functions";
import type { ContentType } from "@/shared/content-types";
import { unprocessable } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { distinct, ideasFallback, ideasSchema } from "../parse-output";
import { ideasMaterial } from "../prompting";
import { generateStructured, ruled, type FunctionContext } from "./text-job";

export interface IdeasInput {
  operation: "generate-with-clusters" | "generate-social-posts" | "generate-text-post";
  prompt: string;
  posts: string[];
  contentType: ContentType;
  numPosts: number;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
}

export async function generateIdeas(ctx: FunctionContext, input: IdeasInput): Promise<IdeasResult> {
  const answer = await generateStructured(
    ctx,
    {
      operation: input.operation,
      kind: "text",
      modelRef: input.modelId,
      spec: { task: "ideas", contentType: input.contentType, count: input.numPosts, language: input.language },
      material: ideasMaterial(input.prompt, input.posts),
    },
    { schema: ideasSchema, schemaName: "ideas", fallback: ideasFallback },
  );
  const ideas = distinct(answer.ideas.map((idea) => ruled(ctx, idea))).slice(0, input.numPosts);
  if (!ideas.length) throw unprocessable(messages.generation.noIdeasReceived, "no_ideas");
  return { ideas };
}
