import { FileText, Mail, MessageSquareText, Newspaper, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { dashboardCopy } from "../copy";

const ICONS: Record<string, LucideIcon> = {
  "/social-media": MessageSquareText,
  "/email-broadcast": Mail,
  "/newsletter": Newspaper,
  "/article": FileText,
};

/** Content Creation Tools: Social Media, Email Broadcast, Newsletter, Article. */
export function ContentTools() {
  const c = dashboardCopy.tools;
  return (
    <section aria-labelledby="content-tools" className="flex flex-col gap-3">
      <h2 id="content-tools" className="text-lg font-semibold">
        {c.title}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {c.items.map(({ to, title, description }) => {
          const Icon = ICONS[to];
          return (
            <Link
              key={to}
              to={to}
              className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
