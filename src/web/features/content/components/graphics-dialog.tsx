import { useState } from "react";
import { Download, ExternalLink, GalleryHorizontal } from "lucide-react";
import { ASPECT_RATIOS, GRAPHICS, type AspectRatio, type GraphicsResult } from "@/shared/contracts/visuals";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { focusReturn, type Opener } from "@/web/lib/focus-return";
import { graphicDocument, graphicImages, renderGraphic } from "../api/visuals";
import { contentCopy } from "../copy";
import { graphicText } from "../lib/graphic-text";
import type { RowDocument, RowImage } from "../lib/post-row";

const c = contentCopy.graphics;
type Kind = "quote" | "carousel";
const DEFAULT_ASPECT: Record<Kind, AspectRatio> = { quote: "1:1", carousel: "4:5" };

type Run = { state: "idle" } | { state: "rendering" } | { state: "error"; message: string } | { state: "done"; result: GraphicsResult };

/**
 * Branded graphics on a row (issue 27 point 2): a quote card or a carousel rendered on the server from the post in
 * the current brand's kit. The slides attach to the row as images (with their alt text); a carousel's PDF attaches
 * to the row too (Schedule posts it as a LinkedIn document), opens or downloads from here and is kept in Documents.
 */
export function GraphicsDialog({
  open,
  text,
  brandId,
  opener,
  onOpenChange,
  onAttach,
}: {
  open: boolean;
  text: string;
  brandId: string | null;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onAttach: (images: RowImage[], document: RowDocument | null) => void;
}) {
  const [kind, setKind] = useState<Kind>("carousel");
  const [aspect, setAspect] = useState<AspectRatio | null>(null);
  const [run, setRun] = useState<Run>({ state: "idle" });
  // The text starts from the post (what fits the kind) until the user edits it.
  const [typed, setTyped] = useState<string | null>(null);
  const body = typed ?? graphicText(text, kind);
  const ratio = aspect ?? DEFAULT_ASPECT[kind];

  const close = (next: boolean) => {
    if (!next && run.state !== "rendering") {
      setRun({ state: "idle" });
      setTyped(null);
    }
    onOpenChange(next);
  };

  const render = async () => {
    setRun({ state: "rendering" });
    try {
      const result = await renderGraphic({ kind, text: body, aspectRatio: ratio, ...(brandId ? { brandId } : {}) });
      onAttach(graphicImages(result), graphicDocument(result));
      setRun({ state: "done", result });
    } catch (err) {
      setRun({ state: "error", message: errorMessage(err) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" onCloseAutoFocus={focusReturn(opener)}>
        <DialogHeader>
          <DialogTitle>
            <GalleryHorizontal aria-hidden className="mr-2 inline size-4" />
            {c.title}
          </DialogTitle>
          <DialogDescription>{c.description}</DialogDescription>
        </DialogHeader>
        {run.state === "done" ? (
          <Result result={run.result} />
        ) : (
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2" disabled={run.state === "rendering"}>
              <legend className="mb-1 text-sm font-medium">{c.kind}</legend>
              {(["quote", "carousel"] as const).map((k) => (
                <label key={k} className="flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary">
                  <input type="radio" name="graphic-kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="mt-1" />
                  <span>
                    <span className="font-medium">{k === "quote" ? c.quote : c.carousel}</span>
                    <span className="block text-xs text-muted-foreground">{k === "quote" ? c.quoteHint : c.carouselHint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="graphic-text">{c.text}</Label>
              <Textarea
                id="graphic-text"
                value={body}
                maxLength={GRAPHICS.maxTextChars}
                disabled={run.state === "rendering"}
                aria-describedby="graphic-text-hint"
                onChange={(event) => setTyped(event.target.value)}
                className="max-h-60 min-h-24 text-sm"
              />
              <p id="graphic-text-hint" className="text-xs text-muted-foreground">
                {c.textHint}
              </p>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="graphic-aspect">{c.aspect}</Label>
              <NativeSelect
                id="graphic-aspect"
                value={ratio}
                disabled={run.state === "rendering"}
                onChange={(event) => setAspect(event.target.value as AspectRatio)}
              >
                {ASPECT_RATIOS.map((r) => (
                  <option key={r} value={r}>
                    {c.aspects[r]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <p className="text-xs text-muted-foreground">{brandId ? c.withBrand : c.noBrand}</p>
            {run.state === "rendering" && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                {c.rendering}
              </p>
            )}
            {run.state === "error" && (
              <p role="alert" className="text-sm text-destructive">
                {run.message}
              </p>
            )}
          </div>
        )}
        <DialogFooter>
          {run.state === "done" ? (
            <>
              <Button type="button" variant="outline" onClick={() => setRun({ state: "idle" })}>
                {c.again}
              </Button>
              <Button type="button" onClick={() => close(false)}>
                {c.close}
              </Button>
            </>
          ) : (
            <Button type="button" disabled={run.state === "rendering" || body.trim() === ""} onClick={() => void render()}>
              {run.state === "rendering" && <Spinner />}
              {c.render}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Result({ result }: { result: GraphicsResult }) {
  const pdf = result.pdf;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm">
        {c.done(result.images.length)}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={c.title}>
        {result.images.map((image, i) => (
          <li key={image.id} className="size-20 overflow-hidden rounded-md border bg-muted">
            <img src={sameOriginStorageUrl(image.url)} alt={image.alt} title={c.slide(i + 1)} className="size-full object-cover" />
          </li>
        ))}
      </ul>
      {pdf && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={sameOriginStorageUrl(pdf.url)} target="_blank" rel="noreferrer" data-testid="carousel-pdf">
                <ExternalLink aria-hidden />
                {c.openPdf(pdf.pages)}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={sameOriginStorageUrl(pdf.url)} download="carousel.pdf">
                <Download aria-hidden />
                {c.downloadPdf}
              </a>
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{c.pdfKept}</p>
        </div>
      )}
    </div>
  );
}
