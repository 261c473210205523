import { ArrowRight, ExternalLink as ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { ExternalLink } from "@/web/features/marketing/components/external-link";
import { IconTile } from "@/web/features/marketing/components/icon-tile";
import type { ServiceCard as ServiceCardCopy } from "@/web/features/marketing/copy/why-free-copy";

/** The action stretches over the whole card, so the card is one large target with one tab stop. */
const actionClass =
  "inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']";

type ServiceCardProps = { service: ServiceCardCopy } & (
  { href: string; onSelect?: never } | { href?: never; onSelect: () => void }
);

export function ServiceCard({ service, href, onSelect }: ServiceCardProps) {
  return (
    <li className="group relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 sm:p-7">
      <div className="flex items-start justify-between gap-3">
        <IconTile icon={service.icon} />
        {service.note && <Badge variant="secondary">{service.note}</Badge>}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-foreground">{service.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{service.text}</p>
      <div className="mt-auto pt-6">
        {href ? (
          <ExternalLink href={href} className={actionClass}>
            {service.action}
            <ExternalLinkIcon className="size-4" />
          </ExternalLink>
        ) : (
          <button type="button" onClick={onSelect} className={actionClass}>
            {service.action}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </button>
        )}
      </div>
    </li>
  );
}
