import { Check } from "lucide-react";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { experienceCopy } from "@/web/features/marketing/copy/landing-copy";

export function ExperienceSection() {
  return (
    <Section id="experience" aria-labelledby="experience-title">
      <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          id="experience-title"
          align="start"
          eyebrow={experienceCopy.eyebrow}
          title={experienceCopy.title}
          description={experienceCopy.description}
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {experienceCopy.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              <span className="text-sm leading-relaxed font-medium text-foreground">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
