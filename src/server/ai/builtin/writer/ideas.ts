import type { WriterContext } from "./context";
export function generateIdeas(ctx: WriterContext): string {
  return ctx.material;
}
