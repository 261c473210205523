import { useEffect, useState } from "react";
import { ImagePlus, Search, Sparkles, Upload } from "lucide-react";
import type { Platform } from "@/shared/contracts/accounts";
import type { GalleryMatch, VisualConcept } from "@/shared/contracts/visuals";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { attachMatch, galleryMatches, generateConcept, suggestVisuals } from "../api/visuals";
import { contentCopy } from "../copy";
import type { RowImage } from "../lib/post-row";

const c = contentCopy.visuals;

type Load<T> = { state: "loading" } | { state: "error"; message: string } | { state: "done"; value: T };

function ConceptCard({
  concept,
  index,
  post,
  onAttach,
  onUpload,
}: {
  concept: VisualConcept;
  index: number;
  post: string;
  onAttach: (image: RowImage) => void;
  onUpload: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [matches, setMatches] = useState<Load<GalleryMatch[]> | null>(null);
  const generate = async () => {
    setBusy(true);
    try {
      onAttach(await generateConcept(concept));
      toast.success(c.attached);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const find = async () => {
    setMatches({ state: "loading" });
    try {
      setMatches({ state: "done", value: await galleryMatches(`${concept.shows} ${concept.prompt} ${post}`) });
    } catch (err) {
      setMatches({ state: "error", message: errorMessage(err) });
    }
  };
  const pick = async (match: GalleryMatch) => {
    try {
      onAttach(await attachMatch(match, concept.alt));
      toast.success(c.attached);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3" data-testid={`concept-${index}`}>
      <p className="text-sm font-medium">{concept.shows}</p>
      <dl className="grid gap-1 text-xs text-muted-foreground">
        <dt className="font-medium text-foreground">{c.why}</dt>
        <dd>{concept.why}</dd>
        <dt className="font-medium text-foreground">{c.prompt}</dt>
        <dd>{concept.prompt}</dd>
        <dt className="font-medium text-foreground">{c.alt}</dt>
        <dd>{concept.alt}</dd>
        <dd>{c.aspect(concept.aspectRatio)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void generate()} disabled={busy}>
          {busy ? <Spinner /> : <Sparkles aria-hidden />}
          {busy ? c.generating : c.generate}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => void find()}>
          <Search aria-hidden />
          {c.gallery}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onUpload}>
          <Upload aria-hidden />
          {c.upload}
        </Button>
      </div>
      {matches?.state === "loading" && <Spinner />}
      {matches?.state === "error" && (
        <p role="alert" className="text-sm text-destructive">
          {matches.message}
        </p>
      )}
      {matches?.state === "done" &&
        (matches.value.length === 0 ? (
          <p className="text-sm text-muted-foreground">{c.noMatches}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {matches.value.map((m, i) => (
              <li key={m.id}>
                <button
                  type="button"
                  aria-label={c.attach(i + 1)}
                  onClick={() => void pick(m)}
                  className="size-16 overflow-hidden rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <img src={sameOriginStorageUrl(m.url)} alt={m.alt ?? ""} className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ))}
    </li>
  );
}

/** Suggest visuals on a row (issue 27): three concepts, each generated, found in the gallery or uploaded. */
export function VisualsDialog({
  open,
  post,
  platform,
  brandId,
  onOpenChange,
  onAttach,
  onUpload,
}: {
  open: boolean;
  post: string;
  platform?: Platform;
  brandId: string | null;
  onOpenChange: (open: boolean) => void;
  onAttach: (image: RowImage) => void;
  onUpload: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([post, platform, brandId, attempt]);
  const [answer, setAnswer] = useState<{ key: string; load: Load<VisualConcept[]> } | null>(null);
  // The answer for another post or attempt is stale: loading until this one's arrives.
  const concepts: Load<VisualConcept[]> = answer?.key === key ? answer.load : { state: "loading" };
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    suggestVisuals({ textContent: post, ...(platform ? { platform } : {}), ...(brandId ? { brandId } : {}) }, abort.signal).then(
      (value) => setAnswer({ key, load: { state: "done", value } }),
      (err: unknown) => !abort.signal.aborted && setAnswer({ key, load: { state: "error", message: errorMessage(err) } }),
    );
    return () => abort.abort();
  }, [open, post, platform, brandId, key]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <ImagePlus aria-hidden className="mr-2 inline size-4" />
            {c.title}
          </DialogTitle>
          <DialogDescription>{c.description}</DialogDescription>
        </DialogHeader>
        {concepts.state === "loading" && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner />
            {c.loading}
          </p>
        )}
        {concepts.state === "error" && (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="text-sm text-destructive">
              {concepts.message}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {c.retry}
            </Button>
          </div>
        )}
        {concepts.state === "done" && (
          <ul className="grid gap-3 md:grid-cols-3">
            {concepts.value.map((concept, i) => (
              <ConceptCard key={concept.prompt} concept={concept} index={i + 1} post={post} onAttach={onAttach} onUpload={onUpload} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
