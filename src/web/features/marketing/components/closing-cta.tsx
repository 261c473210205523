import type * as React from "react";
import { AuthCta } from "@/web/features/marketing/components/auth-cta";
import { Container } from "@/web/features/marketing/components/section";
import { Reassurance } from "@/web/features/marketing/components/reassurance";

type ClosingCtaProps = { id: string; title: string; lead: string; children?: React.ReactNode };

/** The last call to action of a page: a bold brand panel. */
export function ClosingCta({ id, title, lead, children }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="py-16 md:py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-[oklch(0.47_0.23_285)] to-[oklch(0.42_0.2_300)] px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 md:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 opacity-40"
            style={{
              backgroundImage:
                "radial-gradient(40% 60% at 15% 0%, oklch(1 0 0 / 35%), transparent 70%), radial-gradient(40% 60% at 90% 100%, oklch(0.75 0.15 330 / 45%), transparent 70%)",
            }}
          />
          <h2
            id={id}
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-pretty text-primary-foreground/85 sm:text-lg">
            {lead}
          </p>
          <div className="mt-8 flex flex-col items-center gap-4">
            <AuthCta
              variant="secondary"
              className="h-12 bg-white px-7 text-base text-primary shadow-lg hover:bg-white/90"
            />
            <Reassurance className="text-primary-foreground/80" />
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
