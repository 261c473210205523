import { useId, useState } from "react";
import { Layers } from "lucide-react";
import { GENERATION } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { ToolDialog } from "@/web/components/tool-dialog";
import { contentCopy } from "../copy";
import { CountError, CountInput, parseCount } from "@/web/components/count-input";
import { focusReturn, type Opener } from "@/web/lib/focus-return";

const copy = contentCopy.alternatives;
const range = GENERATION.alternatives;

/** Generate Alternatives: how many (1 to 10, default 3); they appear as rows below the source row. */
export function AlternativesDialog({
  open,
  opener,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onSubmit: (count: number) => void;
}) {
  const [count, setCount] = useState(String(range.default));
  const [error, setError] = useState<string | null>(null);
  const countId = useId();
  const hintId = useId();
  const errorId = useId();
  const close = (next: boolean) => {
    if (!next) {
      setCount(String(range.default));
      setError(null);
    }
    onOpenChange(next);
  };
  return (
    <ToolDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={focusReturn(opener)}
      size="narrow"
      title={copy.title}
      description={copy.description}
      submitLabel={copy.submit}
      submitIcon={<Layers aria-hidden />}
      cancelLabel={contentCopy.post.cancel}
      onSubmit={() => {
        const n = parseCount(count, range.min, range.max);
        // 15 is not quietly made 10: the user is told the range and decides.
        if (n === null) return setError(messages.generation.alternativesRange);
        onSubmit(n);
        close(false);
      }}
    >
      <div className="flex items-center gap-3">
        <label htmlFor={countId} className="text-sm font-medium">
          {copy.count}
        </label>
        <CountInput
          id={countId}
          value={count}
          min={range.min}
          max={range.max}
          onChange={(value) => {
            setCount(value);
            setError(null);
          }}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          invalid={error !== null}
        />
        <span id={hintId} className="text-xs text-muted-foreground">
          {copy.range}
        </span>
      </div>
      <CountError id={errorId} message={error} />
    </ToolDialog>
  );
}
