import { IconTile } from "@/web/features/marketing/components/icon-tile";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { featuresCopy } from "@/web/features/marketing/copy/landing-copy";

export function FeaturesSection() {
  return (
    <Section id="features" aria-labelledby="features-title">
      <SectionHeading
        id="features-title"
        eyebrow={featuresCopy.eyebrow}
        title={featuresCopy.title}
        description={featuresCopy.description}
      />
      <div className="mt-8 flex flex-wrap items-center justify-center gap-2">
        <span className="mr-1 text-sm text-muted-foreground">{featuresCopy.providersLabel}</span>
        {featuresCopy.providers.map((provider) => (
          <span
            key={provider}
            className="rounded-full border bg-background px-3 py-1 text-xs font-medium text-foreground/80"
          >
            {provider}
          </span>
        ))}
      </div>
      <ul className="mt-12 grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-3">
        {featuresCopy.items.map((feature) => (
          <li
            key={feature.title}
            className="flex gap-4 bg-card p-6 sm:block sm:p-8 sm:last:col-span-2 lg:last:col-span-1"
          >
            <IconTile icon={feature.icon} className="size-10 rounded-lg" />
            <div>
              <h3 className="font-semibold text-foreground sm:mt-5">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
