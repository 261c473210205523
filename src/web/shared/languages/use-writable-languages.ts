import { builtinWriterCanWrite } from "@/shared/languages";
import { defaultModelOf, useModels } from "@/web/lib/models-query";

export interface WritableLanguages {
  /** The default text model is the built-in template writer (the demo). */
  demo: boolean;
  /** The default model writes this language. */
  canWrite(code: string): boolean;
}

/**
 * Which output languages the default writer can write (issue 24 point 7): while the default is the built-in
 * template writer, the pickers mark the languages it cannot write (the server refuses them with
 * `builtin_english_only`). They stay selectable: a row may pick a connected model that writes them, and a
 * brand's language stays the page's choice.
 */
export function useWritableLanguages(): WritableLanguages {
  const demo = defaultModelOf(useModels({ type: "text", active: true }).data)?.provider === "builtin";
  return { demo, canWrite: (code) => !demo || builtinWriterCanWrite(code) };
}
