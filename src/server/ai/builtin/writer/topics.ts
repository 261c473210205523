import type { WriterContext } from "./context";
export function extractTopics(ctx: WriterContext): string {
  return ctx.material;
}
