import { ImageIcon, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { playgroundCopy as copy } from "../copy";
import type { ImagePlaygroundState } from "../hooks/use-image-playground";
import { GeneratedImageCard } from "./generated-image-card";
import { GenerationProgress } from "./generation-progress";
import { ImageLightbox } from "./image-lightbox";

type Props = Pick<ImagePlaygroundState, "images" | "request" | "isGenerating" | "startedAt" | "error" | "stop">;

/** Progress while generating, the error, or the 2-column grid of results (1 column on narrow screens). */
export function GeneratedResults({ images, request, isGenerating, startedAt, error, stop }: Props) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const card = useRef<HTMLDivElement>(null);

  // On narrow screens the results sit below the form: bring the progress into view when a generation starts.
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top;
    if (isGenerating && top !== undefined && top > window.innerHeight * 0.6) card.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [isGenerating]);

  let body;
  if (isGenerating) body = <GenerationProgress startedAt={startedAt} onStop={stop} />;
  else if (error) body = <EmptyState role="alert" icon={TriangleAlert} title={error} className="border-destructive/40 text-destructive" />;
  else if (!images.length || !request) body = <EmptyState icon={ImageIcon} title={copy.emptyTitle} description={copy.emptyDescription} />;
  else {
    body = (
      <>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={copy.resultsTitle}>
          {images.map((image, i) => (
            <li key={image.path ?? image.url}>
              <GeneratedImageCard image={image} index={i} request={request} onExpand={() => setExpanded(i)} />
            </li>
          ))}
        </ul>
        <ImageLightbox images={images} index={expanded} prompt={request.prompt} onIndexChange={setExpanded} />
      </>
    );
  }

  return (
    <Card ref={card} className="min-w-0 scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{copy.resultsTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
