import type { Opener } from "@/web/lib/focus-return";
import { HeadlinesDialog } from "./headlines-dialog";
import { SeoDialog } from "./seo-dialog";

export type TextTool = "headlines" | "seo";

/**
 * The headline and SEO dialogs for one text, as the AI Toolkit and history open them. Each opening starts fresh
 * from the text given (the key), so an old result never shows under a new text.
 */
export function TextToolDialogs({
  tool,
  text,
  modelId,
  openCount,
  onClose,
  opener,
}: {
  tool: TextTool | null;
  text: string;
  modelId?: string;
  /** Changes on every opening. */
  openCount: number;
  onClose: () => void;
  /** Where focus goes back to on close. */
  opener?: Opener;
}) {
  const common = { initialText: text, modelId, opener, onOpenChange: (open: boolean) => !open && onClose() };
  return (
    <>
      <HeadlinesDialog key={`h${openCount}`} open={tool === "headlines"} {...common} />
      <SeoDialog key={`s${openCount}`} open={tool === "seo"} {...common} />
    </>
  );
}
