import { Fragment } from "react";
import { CheckCircle2, Sparkles } from "lucide-react";
import { AuthCta } from "@/web/features/marketing/components/auth-cta";
import { Container } from "@/web/features/marketing/components/section";
import { Reassurance } from "@/web/features/marketing/components/reassurance";
import { heroCopy } from "@/web/features/marketing/copy/landing-copy";

/** Decorative: a soft brand glow over a faint grid, CSS only. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div
        className="absolute inset-0"
        style={{
          backgroundImage:
            "linear-gradient(to right, var(--border) 1px, transparent 1px), linear-gradient(to bottom, var(--border) 1px, transparent 1px)",
          backgroundSize: "56px 56px",
          maskImage: "radial-gradient(ellipse 70% 60% at 50% 0%, black 30%, transparent 100%)",
          WebkitMaskImage:
            "radial-gradient(ellipse 70% 60% at 50% 0%, black 30%, transparent 100%)",
        }}
      />
      <div
        className="absolute inset-0"
        style={{
          backgroundImage:
            "radial-gradient(50% 45% at 50% 0%, color-mix(in oklch, var(--primary) 22%, transparent), transparent 100%), radial-gradient(30% 35% at 85% 20%, color-mix(in oklch, oklch(0.7 0.17 330) 14%, transparent), transparent 100%), radial-gradient(30% 35% at 12% 30%, color-mix(in oklch, oklch(0.75 0.13 210) 14%, transparent), transparent 100%)",
        }}
      />
      <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-b from-transparent to-background" />
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <Container className="pt-16 pb-4 text-center sm:pt-24 lg:pt-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-3.5 py-1.5 text-sm font-medium text-accent-foreground shadow-xs backdrop-blur">
          <Sparkles className="size-4 text-primary" />
          {heroCopy.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl"
        >
          {heroCopy.title}{" "}
          <span className="bg-gradient-to-r from-primary via-[oklch(0.55_0.22_300)] to-[oklch(0.6_0.2_340)] bg-clip-text text-transparent">
            {heroCopy.titleHighlight.map((word, index) => (
              <Fragment key={word}>
                {index > 0 && " "}
                <span className="whitespace-nowrap">{word}</span>
              </Fragment>
            ))}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
          {heroCopy.lead}
        </p>
        <div className="mt-10 flex flex-col items-center gap-4">
          <AuthCta className="h-12 px-7 text-base shadow-lg shadow-primary/25" />
          <Reassurance className="text-muted-foreground" />
        </div>
        <ul className="mx-auto mt-12 flex max-w-4xl flex-col items-center gap-3 text-sm font-medium text-foreground/80 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-8">
          {heroCopy.highlights.map((item) => (
            <li key={item} className="inline-flex items-center gap-2">
              <CheckCircle2 className="size-4 text-success" />
              {item}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
