import { AudienceGrid } from "@/web/features/marketing/components/audience-grid";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { audienceCopy } from "@/web/features/marketing/copy/landing-copy";

export function AudienceSection() {
  return (
    <Section id="who-its-for" aria-labelledby="audience-title">
      <SectionHeading
        id="audience-title"
        eyebrow={audienceCopy.eyebrow}
        title={audienceCopy.title}
        description={audienceCopy.description}
      />
      <div className="mt-14">
        <AudienceGrid />
      </div>
    </Section>
  );
}
