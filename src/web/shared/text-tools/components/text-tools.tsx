import type { ContentType } from "@/shared/content-types";
import type { LanguageCode } from "@/shared/languages";
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
  language,
  contentType,
  openCount,
  onClose,
  opener,
}: {
  tool: TextTool | null;
  text: string;
  modelId?: string;
  /** The language to write in (the page's, the item's). */
  language?: LanguageCode;
  contentType?: ContentType;
  /** Changes on every opening. */
  openCount: number;
  onClose: () => void;
  /** Where focus goes back to on close. */
  opener?: Opener;
}) {
  const common = { initialText: text, modelId, language, contentType, opener, onOpenChange: (open: boolean) => !open && onClose() };
  return (
    <>
      <HeadlinesDialog key={`h${openCount}`} open={tool === "headlines"} {...common} />
      <SeoDialog key={`s${openCount}`} open={tool === "seo"} {...common} />
    </>
  );
}
