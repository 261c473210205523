import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Repeat2 } from "lucide-react";
import type { RepurposeResult } from "./repurpose";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { REPURPOSE_TARGET_IDS, REPURPOSE_TARGETS, type RepurposeTargetId } from "@/shared/repurpose-targets";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { ToolDialog } from "@/web/components/tool-dialog";
import { postHistory } from "@/web/shared/history/save-history";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { languageCopy as copy } from "./copy";
import { LanguageSelect } from "./language-select";
import { deliverResults, pageFor, runRepurpose, type RepurposeSource } from "./repurpose";
import { RepurposeResults } from "./repurpose-results";

const DEFAULT_TARGETS: RepurposeTargetId[] = ["x_thread", "linkedin_post", "newsletter_section"];

/** "Repurpose for...": several targets at once; results land on their content pages and in History. */
export function RepurposeDialog({
  open,
  onOpenChange,
  source,
  language: initialLanguage,
  brandId,
  modelId,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: RepurposeSource | null;
  language: LanguageCode;
  brandId: string | null;
  modelId: string | null;
  onDone?: () => void;
}) {
  const [targets, setTargets] = useState<RepurposeTargetId[]>(DEFAULT_TARGETS);
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RepurposeResult | null>(null);
  const chosenLanguage = language ?? initialLanguage;
  /** The running request: Stop aborts it (the server then stops the model). */
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const close = (next: boolean) => {
    if (!next && busy) return;
    if (!next) {
      setResult(null);
      setError(null);
      setLanguage(null);
    }
    onOpenChange(next);
  };
  const toggle = (id: RepurposeTargetId, on: boolean) =>
    setTargets((t) => (on ? REPURPOSE_TARGET_IDS.filter((x) => x === id || t.includes(x)) : t.filter((x) => x !== id)));

  const run = async () => {
    if (!source) return;
    if (targets.length === 0) return setError(messages.repurpose.chooseTargets);
    setBusy(true);
    setError(null);
    const controller = new AbortController();
    running.current = controller;
    try {
      const answer = await runRepurpose(
        { text: source.text, targets, language: chosenLanguage, brandId, modelId, history: { sourceHistoryId: source.historyId ?? null } },
        controller.signal,
      );
      deliverResults(answer, source);
      setResult(answer);
      toast.success(copy.landed(answer.results.length));
      const failure = answer.history_error;
      // The results reached their pages; History did not get them: the user may save them by hand.
      if (failure) {
        const retry = () =>
          Promise.all(failure.entries.map((entry) => postHistory(entry))).then(
            () => toast.success(messages.history.saveRetried),
            () => toast.error(messages.history.notSaved, undefined, { action: { label: copy.retrySave, onClick: () => void retry() } }),
          );
        toast.error(failure.message, undefined, { action: { label: copy.retrySave, onClick: () => void retry() } });
      }
      onDone?.();
    } catch (err) {
      // Stopped: the dialog is as it was before the run.
      if (!controller.signal.aborted) setError(errorMessage(err));
    } finally {
      running.current = null;
      setBusy(false);
    }
  };

  const pages = result ? [...new Map(result.results.map((r) => [pageFor(r).path, pageFor(r)])).values()] : [];
  return (
    <ToolDialog
      open={open}
      onOpenChange={close}
      size="wide"
      texts={{ title: copy.repurposeTitle, description: copy.repurposeDescription, submit: copy.run, busy: copy.running, cancel: copy.cancel }}
      submitIcon={<Repeat2 aria-hidden />}
      busy={busy}
      submitDisabled={!source}
      holdWhileBusy
      onStop={() => running.current?.abort()}
      onSubmit={() => void run()}
      outcome={
        result && {
          body: <RepurposeResults result={result} />,
          actions: (
            <>
              {pages.map((page) => (
                <Button key={page.path} asChild variant="outline">
                  <Link to={page.path} onClick={() => close(false)}>
                    {copy.openPage(page.title)}
                  </Link>
                </Button>
              ))}
              <Button type="button" onClick={() => close(false)}>
                {copy.close}
              </Button>
            </>
          ),
        }
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{copy.targetsLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REPURPOSE_TARGET_IDS.map((id) => {
            const target = REPURPOSE_TARGETS[id];
            return (
              <label
                key={id}
                className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary/60 has-[:checked]:bg-primary/5"
              >
                <Checkbox checked={targets.includes(id)} onCheckedChange={(v) => toggle(id, v === true)} disabled={busy} />
                <span className="flex-1">{target.label}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {target.maxChars.toLocaleString("en-US")}
                  {target.maxParts > 1 ? copy.perPost : ""}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <LanguageSelect value={chosenLanguage} onChange={setLanguage} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </ToolDialog>
  );
}
