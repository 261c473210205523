import type * as React from "react";
import { BackHomeLink } from "@/web/features/marketing/components/back-home-link";
import { Container } from "@/web/features/marketing/components/section";

type PageIntroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Shown beside the text on wide screens, below it on narrow ones. */
  aside?: React.ReactNode;
};

/** The opening of an informational page: back link, h1 and lead over a soft glow. */
export function PageIntro({ eyebrow, title, lead, aside }: PageIntroProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10"
        style={{
          backgroundImage:
            "radial-gradient(45% 70% at 20% 0%, color-mix(in oklch, var(--primary) 14%, transparent), transparent 100%), radial-gradient(35% 60% at 90% 10%, color-mix(in oklch, oklch(0.7 0.17 330) 10%, transparent), transparent 100%)",
        }}
      />
      <Container className="py-16 md:py-24">
        <BackHomeLink />
        <div className="mt-10 grid items-end gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
            <h1
              id="page-title"
              className="mt-3 max-w-3xl text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-foreground sm:text-5xl"
            >
              {title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
              {lead}
            </p>
          </div>
          {aside}
        </div>
      </Container>
    </section>
  );
}
