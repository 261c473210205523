import { PlayCircle } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { dashboardCopy } from "../copy";

/** Three video tutorials, disabled until they are published. */
export function TutorialCards() {
  const c = dashboardCopy.tutorials;
  return (
    <section aria-labelledby="video-tutorials" className="flex flex-col gap-3">
      <h2 id="video-tutorials" className="text-lg font-semibold">
        {c.title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {c.items.map((title) => (
          <li key={title} aria-disabled="true" className="flex cursor-not-allowed flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-4 text-muted-foreground">
            <div className="flex h-24 items-center justify-center rounded-lg bg-muted sm:h-28">
              <PlayCircle aria-hidden="true" className="size-8 opacity-50" />
            </div>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium">{title}</span>
              <Badge variant="outline">{c.comingSoon}</Badge>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
