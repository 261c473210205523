import { BookOpen, History, ImagePlus, MessageSquarePlus, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { dashboardCopy } from "../copy";

const ICONS: Record<string, LucideIcon> = {
  "/social-media": MessageSquarePlus,
  "/image-playground": ImagePlus,
  "/history": History,
  "/prompts": BookOpen,
};

export function QuickActions() {
  const c = dashboardCopy.quickActions;
  return (
    <section aria-labelledby="quick-actions" className="flex flex-col gap-3">
      <h2 id="quick-actions" className="text-lg font-semibold">
        {c.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {c.items.map(({ to, label }) => {
          const Icon = ICONS[to];
          return (
            <Link
              key={to}
              to={to}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 text-sm font-medium shadow-xs transition-colors outline-none hover:border-primary/40 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {label}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
