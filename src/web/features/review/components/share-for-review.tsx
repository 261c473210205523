import { useState } from "react";
import { Check, Copy, Share2 } from "lucide-react";
import { PLATFORMS, type Platform } from "@/shared/contracts/accounts";
import { type DraftPage, draftText } from "@/shared/contracts/drafts";
import { REVIEW } from "@/shared/contracts/review";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { usePageDraftsForReview, useCreateReviewLink } from "../api/review-links";
import { reviewCopy } from "../copy";

const copy = reviewCopy.share;

/**
 * "Share for review" on a content page (issue 26 point 6): choose some of the page's drafts, a label, the platform
 * they are shown as and the expiry; the link is shown once, to copy. Writers and above.
 */
export function ShareForReview({ page }: { page: DraftPage }) {
  const write = useCapability("write");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={!write.allowed} title={write.reason ?? undefined} onClick={() => setOpen(true)}>
        <Share2 aria-hidden />
        {copy.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">{open && <ShareForm page={page} onDone={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </>
  );
}

function ShareForm({ page, onDone }: { page: DraftPage; onDone: () => void }) {
  const drafts = usePageDraftsForReview(page, true);
  const create = useCreateReviewLink();
  const [chosen, setChosen] = useState<string[]>([]);
  const [label, setLabel] = useState("");
  const [platform, setPlatform] = useState<Platform>("linkedin");
  const [days, setDays] = useState<number>(REVIEW.defaultExpiryDays);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const withText = (drafts.data ?? []).filter((d) => draftText(d.data).trim() !== "");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const made = await create.mutateAsync({ draft_ids: chosen, label, platform, expires_in_days: days });
      setLink(`${window.location.origin}${made.path}`);
    } catch (err) {
      toast.error(copy.failed, errorMessage(err));
    }
  };
  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  };

  if (link) {
    return (
      <div className="space-y-4">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.created}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Input readOnly value={link} aria-label={copy.copy} data-testid="review-link" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copyLink()} aria-label={copy.copy}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          </Button>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            {copy.done}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)}>
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.description}</DialogDescription>
      </DialogHeader>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{copy.choose}</legend>
        {drafts.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            {copy.loading}
          </p>
        )}
        {drafts.isError && (
          <p role="alert" className="text-sm text-destructive">
            {copy.loadFailed}
          </p>
        )}
        {drafts.data && withText.length === 0 && <p className="text-sm text-muted-foreground">{copy.noDrafts}</p>}
        {withText.length > 1 && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={chosen.length === withText.length} onCheckedChange={(v) => setChosen(v === true ? withText.map((d) => d.id) : [])} />
            {copy.selectAll}
          </label>
        )}
        <ul className="max-h-60 space-y-1 overflow-y-auto">
          {withText.map((d) => (
            <li key={d.id}>
              <label className="flex items-start gap-2 rounded-md p-1.5 text-sm hover:bg-muted">
                <Checkbox
                  className="mt-0.5"
                  checked={chosen.includes(d.id)}
                  onCheckedChange={(v) => setChosen((list) => (v === true ? [...list, d.id] : list.filter((id) => id !== d.id)))}
                />
                <span className="line-clamp-2 min-w-0 break-words">{draftText(d.data) || copy.untitled}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="review-label">{copy.label}</Label>
          <Input id="review-label" value={label} maxLength={REVIEW.maxLabelChars} placeholder={copy.labelPlaceholder} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="review-platform">{copy.platform}</Label>
          <NativeSelect id="review-platform" value={platform} onChange={(e) => setPlatform(e.target.value as Platform)}>
            {PLATFORMS.filter((p) => p !== "webhook").map((p) => (
              <option key={p} value={p}>
                {reviewCopy.platforms[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="review-days">{copy.expiry}</Label>
          <Input id="review-days" type="number" min={1} max={REVIEW.maxExpiryDays} value={days} onChange={(e) => setDays(Math.min(REVIEW.maxExpiryDays, Math.max(1, Number(e.target.value) || 1)))} />
        </div>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={chosen.length === 0 || create.isPending}>
          {create.isPending ? <Spinner /> : <Share2 aria-hidden />}
          {create.isPending ? copy.creating : copy.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
