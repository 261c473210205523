import { BookOpen, ExternalLink as ExternalLinkIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { ExternalLink } from "@/web/features/marketing/components/external-link";
import { IconTile } from "@/web/features/marketing/components/icon-tile";
import { Section } from "@/web/features/marketing/components/section";
import { whyFreeCopy } from "@/web/features/marketing/copy/why-free-copy";
import { LEARNING_RESOURCES_URL } from "@/web/features/marketing/marketing-links";

const copy = whyFreeCopy.resources;

export function ResourcesSection() {
  return (
    <Section id="resources" aria-labelledby="resources-title" className="pb-0 md:pb-0">
      <div className="flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-xs sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <IconTile icon={BookOpen} className="size-12" />
          <div>
            <h2
              id="resources-title"
              className="text-2xl font-semibold tracking-tight text-foreground"
            >
              {copy.title}
            </h2>
            <p className="mt-2 max-w-xl leading-relaxed text-muted-foreground">{copy.lead}</p>
          </div>
        </div>
        <Button asChild size="lg" variant="outline" className="h-11 self-start md:self-center">
          <ExternalLink href={LEARNING_RESOURCES_URL}>
            {copy.action}
            <ExternalLinkIcon />
          </ExternalLink>
        </Button>
      </div>
    </Section>
  );
}
