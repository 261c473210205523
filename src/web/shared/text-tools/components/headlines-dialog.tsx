import { useId } from "react";
import type { HeadlinesResult } from "@/shared/contracts/headlines-seo";
import { messages } from "@/shared/messages";
import { HEADLINES } from "@/shared/seo-limits";
import { Badge } from "@/web/components/ui/badge";
import { CountField, useCountField } from "@/web/components/count-input";
import { generateHeadlines } from "../api/functions";
import { headlinesCopy } from "../copy";
import { CharCount } from "./char-count";
import { CopyButton } from "./copy-button";
import { TextToolDialog, type TextToolProps, type TextToolRun } from "./tool-dialog";
import { useBrandId, useToolRun } from "./use-tool-run";

const copy = headlinesCopy.headlines;

/** The Headline generator: n headlines (1 to 20), each with its formula, character count and a copy button. */
export function HeadlinesDialog({ language, contentType, ...dialog }: TextToolProps) {
  const count = useCountField(HEADLINES, messages.headlines.countRange);
  const { busy, result, run, stop } = useToolRun<HeadlinesResult["headlines"]>();
  const brandId = useBrandId();
  const headlines = result ?? [];
  const listId = useId();

  const submit = ({ text, modelId }: TextToolRun) => {
    const n = count.take();
    if (n !== null) void run((signal) => generateHeadlines({ textContent: text, count: n, modelId, brandId, language, contentType }, signal));
  };

  return (
    <TextToolDialog
      {...dialog}
      texts={copy}
      answered={headlines.length > 0}
      busy={busy}
      onSubmit={submit}
      onStop={stop}
      fields={<CountField label={copy.count} hint={copy.range} {...count.field} />}
    >
      {headlines.length > 0 && (
        <section aria-labelledby={listId} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id={listId} className="text-sm font-medium">
              {copy.results} ({headlines.length})
            </h3>
            <CopyButton text={headlines.map((h) => h.text).join("\n")} label={headlinesCopy.copyAll} showText />
          </div>
          <ol className="flex flex-col divide-y rounded-md border" data-testid="headlines">
            {headlines.map((h, i) => (
              <li key={`${i}-${h.text}`} className="flex items-start gap-3 px-3 py-2" data-testid="headline">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="text-sm leading-snug break-words">{h.text}</p>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{copy.formulas[h.formula]}</Badge>
                    <CharCount text={h.text} />
                  </div>
                </div>
                <CopyButton text={h.text} label={h.text} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </TextToolDialog>
  );
}
