import { ArrowRight, ImageIcon, Sparkles, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/web/lib/cn";
import { dashboardCopy } from "../copy";

const CARDS: Array<{ card: (typeof dashboardCopy.playgrounds)[keyof typeof dashboardCopy.playgrounds]; icon: LucideIcon; tone: string }> = [
  { card: dashboardCopy.playgrounds.content, icon: Sparkles, tone: "from-primary/15 via-primary/5" },
  { card: dashboardCopy.playgrounds.image, icon: ImageIcon, tone: "from-success/15 via-success/5" },
];

/** The two large cards to the playgrounds. */
export function PlaygroundCards() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {CARDS.map(({ card, icon: Icon, tone }) => (
        <Link
          key={card.to}
          to={card.to}
          className={cn(
            "group flex flex-col gap-4 rounded-xl border bg-gradient-to-br to-card p-6 shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-8",
            tone,
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-background text-primary shadow-xs">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1.5">
            <h2 className="text-xl font-semibold tracking-tight">{card.title}</h2>
            <p className="text-sm text-muted-foreground">{card.description}</p>
          </div>
          <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary">
            {card.cta}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </Link>
      ))}
    </div>
  );
}
