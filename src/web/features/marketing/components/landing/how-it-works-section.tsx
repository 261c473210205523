import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { StepsList } from "@/web/features/marketing/components/steps-list";
import { stepsCopy } from "@/web/features/marketing/copy/landing-copy";

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" tone="muted" aria-labelledby="how-title">
      <SectionHeading
        id="how-title"
        eyebrow={stepsCopy.eyebrow}
        title={stepsCopy.title}
        description={stepsCopy.description}
      />
      <div className="mt-14">
        <StepsList />
      </div>
    </Section>
  );
}
