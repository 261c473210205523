import type { WriterContext } from "./context";
export function adjustPost(ctx: WriterContext): string {
  return ctx.material;
}
