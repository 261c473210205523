import type { WriterContext } from "./context";
export function expandContent(ctx: WriterContext): string {
  return ctx.material;
}
