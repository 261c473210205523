import { useId, useState } from "react";
import type { HeadlinesResult } from "@/shared/contracts/headlines-seo";
import { messages } from "@/shared/messages";
import { HEADLINES } from "@/shared/seo-limits";
import { Badge } from "@/web/components/ui/badge";
import { CountError, CountInput, parseCount } from "@/web/components/count-input";
import { focusReturn, type Opener } from "@/web/lib/focus-return";
import { generateHeadlines } from "../api/functions";
import { headlinesCopy } from "../copy";
import { CharCount } from "./char-count";
import { CopyButton } from "./copy-button";
import { TextToolDialog } from "./tool-dialog";
import { useToolRun } from "./use-tool-run";

const copy = headlinesCopy.headlines;

export interface TextToolProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text to start from (a post, a history item); the user may edit it. */
  initialText: string;
  modelId?: string;
  /** Where focus goes back to on close. */
  opener?: Opener;
}

/** The Headline generator: n headlines (1 to 20), each with its formula, character count and a copy button. */
export function HeadlinesDialog({ open, onOpenChange, initialText, modelId, opener }: TextToolProps) {
  const [text, setText] = useState(initialText);
  const [count, setCount] = useState(String(HEADLINES.default));
  const [countError, setCountError] = useState<string | null>(null);
  const { busy, result, run } = useToolRun<HeadlinesResult["headlines"]>();
  const headlines = result ?? [];
  const ids = { count: useId(), hint: useId(), error: useId(), list: useId() };

  const submit = async () => {
    const n = parseCount(count, HEADLINES.min, HEADLINES.max);
    if (n === null) return setCountError(messages.headlines.countRange);
    await run(() => generateHeadlines({ textContent: text, count: n, modelId: modelId || undefined }));
  };

  return (
    <TextToolDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      text={text}
      onTextChange={setText}
      submitLabel={headlines.length ? copy.regenerate : copy.submit}
      busy={busy}
      onSubmit={() => void submit()}
      onCloseAutoFocus={focusReturn(opener)}
      fields={
        <>
          <label htmlFor={ids.count} className="text-sm font-medium">
            {copy.count}
          </label>
          <CountInput
            id={ids.count}
            value={count}
            min={HEADLINES.min}
            max={HEADLINES.max}
            invalid={countError !== null}
            describedBy={countError ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(value) => {
              setCount(value);
              setCountError(null);
            }}
          />
          <span id={ids.hint} className="text-xs text-muted-foreground">
            {copy.range}
          </span>
          <CountError id={ids.error} message={countError} />
        </>
      }
    >
      {headlines.length > 0 && (
        <section aria-labelledby={ids.list} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id={ids.list} className="text-sm font-medium">
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
