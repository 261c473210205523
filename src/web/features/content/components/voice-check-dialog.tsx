import { useEffect, useState } from "react";
import { Wand2 } from "lucide-react";
import type { VoiceCheck, VoiceIssue } from "@/shared/contracts/brand-voice";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { focusReturn } from "@/web/lib/focus-return";
import { toast } from "@/web/lib/toast";
import { checkVoice, fixVoice } from "../api/voice-check";
import { voiceCheckCopy as copy } from "../copy/voice";

type State = { status: "checking" } | { status: "error"; message: string } | { status: "done"; text: string; check: VoiceCheck };
/** A check's outcome, for the brand, model and text it was made for. */
type Result = { key: string; state: State };

/** The text with each issue's passage marked, its reason as the mark's title (issues never overlap but long sentences). */
export function HighlightedText({ text, issues }: { text: string; issues: VoiceIssue[] }) {
  // Word issues are marked; a long sentence is underlined around them.
  const marks = issues.filter((i) => i.kind !== "sentence_length");
  const long = issues.filter((i) => i.kind === "sentence_length");
  const cuts = [...new Set([0, text.length, ...issues.flatMap((i) => [i.start, i.end])])].filter((n) => n >= 0 && n <= text.length).sort((a, b) => a - b);
  const parts = [];
  for (let k = 0; k < cuts.length - 1; k++) {
    const [from, to] = [cuts[k], cuts[k + 1]];
    const piece = text.slice(from, to);
    const mark = marks.find((i) => i.start <= from && to <= i.end);
    const inLong = long.find((i) => i.start <= from && to <= i.end);
    const reason = [mark?.reason, inLong?.reason].filter(Boolean).join(" ");
    parts.push(
      mark || inLong ? (
        <mark
          key={from}
          title={reason}
          data-kind={mark?.kind ?? "sentence_length"}
          className={mark ? "rounded-sm bg-destructive/15 px-0.5 text-foreground underline decoration-destructive decoration-2" : "bg-transparent text-foreground underline decoration-amber-500 decoration-wavy"}
        >
          {piece}
        </mark>
      ) : (
        <span key={from}>{piece}</span>
      ),
    );
  }
  return <p className="whitespace-pre-wrap rounded-md border bg-muted/30 p-3 text-sm leading-relaxed">{parts}</p>;
}

/**
 * Voice check on a row's shown version: the score, the passages that break the brand's voice highlighted with the
 * reason, and Fix, which makes a new version of the row from the fixed text (issue 27).
 */
export function VoiceCheckDialog({
  open,
  text,
  brandId,
  modelId,
  opener,
  onOpenChange,
  onFixed,
}: {
  open: boolean;
  text: string;
  brandId: string | null;
  modelId: string | null;
  opener: HTMLElement | null;
  onOpenChange: (open: boolean) => void;
  /** The fixed text becomes the row's next version. */
  onFixed: (text: string) => void;
}) {
  const key = open && brandId && text.trim() ? JSON.stringify([brandId, modelId, text]) : null;
  const [result, setResult] = useState<Result | null>(null);
  const [fixing, setFixing] = useState(false);
  const state: State = result && result.key === key ? result.state : { status: "checking" };

  useEffect(() => {
    if (!key || !brandId) return;
    const controller = new AbortController();
    checkVoice(brandId, text, modelId, controller.signal).then(
      (check) => setResult({ key, state: { status: "done", text, check } }),
      (err: unknown) => !controller.signal.aborted && setResult({ key, state: { status: "error", message: errorMessage(err) } }),
    );
    return () => controller.abort();
  }, [key, brandId, text, modelId]);

  async function fix() {
    if (!brandId || state.status !== "done") return;
    setFixing(true);
    try {
      const fixed = await fixVoice(brandId, state.text, modelId);
      // The row's next version is the fixed text: its check is the one the fix answered.
      setResult({ key: JSON.stringify([brandId, modelId, fixed.text]), state: { status: "done", text: fixed.text, check: fixed.check } });
      onFixed(fixed.text);
      toast.success(messages.brandVoice.fixed);
    } catch (err) {
      toast.error(messages.brandVoice.fixFailed, errorMessage(err));
    } finally {
      setFixing(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={focusReturn(opener)}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {!brandId ? (
          <p className="text-sm text-muted-foreground">{copy.noBrand}</p>
        ) : state.status === "error" ? (
          <p role="alert" className="text-sm text-destructive">
            {messages.brandVoice.checkFailed}: {state.message}
          </p>
        ) : state.status !== "done" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-busy>
            <Spinner />
            {copy.checking}
          </p>
        ) : (
          <CheckResult text={state.text} check={state.check} />
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {copy.close}
          </Button>
          {state.status === "done" && state.check.issues.length > 0 && (
            <Button type="button" disabled={fixing} onClick={() => void fix()}>
              {fixing ? <Spinner /> : <Wand2 aria-hidden />}
              {fixing ? copy.fixing : copy.fix}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function CheckResult({ text, check }: { text: string; check: VoiceCheck }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline gap-2">
        <span className="text-sm font-medium">{copy.score}</span>
        <output data-testid="voice-score" className="text-3xl font-semibold tabular-nums">
          {check.score}
        </output>
        <span className="text-sm text-muted-foreground">{copy.outOf}</span>
      </div>
      <p className="text-xs text-muted-foreground">{check.tone_checked_by === "model" ? copy.toneByModel : copy.toneByRules}</p>
      <HighlightedText text={text} issues={check.issues} />
      {check.issues.length === 0 ? (
        <p className="text-sm">{copy.noIssues}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{copy.issues(check.issues.length)}</h3>
          <ul className="flex flex-col gap-2" aria-label={copy.issues(check.issues.length)}>
            {check.issues.map((issue) => (
              <li key={`${issue.start}:${issue.kind}`} className="flex flex-col gap-1 rounded-md border p-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{copy.kinds[issue.kind]}</Badge>
                  <q className="line-clamp-2 min-w-0">{issue.text}</q>
                </span>
                <span className="text-muted-foreground">{issue.reason}</span>
                {issue.suggestion && <span>{copy.suggestion(issue.suggestion)}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
