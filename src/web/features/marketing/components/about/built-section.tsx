import { IconTile } from "@/web/features/marketing/components/icon-tile";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { aboutCopy } from "@/web/features/marketing/copy/about-copy";

const copy = aboutCopy.built;

export function BuiltSection() {
  return (
    <Section id="how-its-built" aria-labelledby="built-title">
      <SectionHeading
        id="built-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        description={copy.description}
      />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:gap-6">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-2xl border bg-card p-6 shadow-xs sm:p-8">
            <IconTile icon={item.icon} />
            <h3 className="mt-5 text-lg font-semibold text-foreground">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground sm:text-base">
              {item.text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
