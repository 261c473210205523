import { ArrowRight, Building2 } from "lucide-react";
import { Link } from "react-router";
import { IconTile } from "@/web/features/marketing/components/icon-tile";
import { Section } from "@/web/features/marketing/components/section";
import { aboutCopy } from "@/web/features/marketing/copy/about-copy";
import { WHY_FREE_PATH } from "@/web/features/marketing/marketing-links";

const copy = aboutCopy.company;

export function CompanySection() {
  return (
    <Section id="company" tone="muted" aria-labelledby="company-title">
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-6 rounded-2xl border bg-card p-6 shadow-xs sm:flex-row sm:p-10">
        <IconTile icon={Building2} className="size-12" />
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h2
            id="company-title"
            className="mt-2 text-2xl font-semibold tracking-tight text-balance text-foreground sm:text-3xl"
          >
            {copy.title}
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">{copy.text}</p>
          <Link
            to={WHY_FREE_PATH}
            className="group mt-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {copy.whyFreeLink}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </Link>
        </div>
      </div>
    </Section>
  );
}
