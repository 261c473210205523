import { BuiltSection } from "@/web/features/marketing/components/about/built-section";
import { CompanySection } from "@/web/features/marketing/components/about/company-section";
import { AudienceGrid } from "@/web/features/marketing/components/audience-grid";
import { BackHomeLink } from "@/web/features/marketing/components/back-home-link";
import { ClosingCta } from "@/web/features/marketing/components/closing-cta";
import { FactsCard } from "@/web/features/marketing/components/facts-card";
import { PageIntro } from "@/web/features/marketing/components/page-intro";
import { PublicLayout } from "@/web/features/marketing/components/public-layout";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { StepsList } from "@/web/features/marketing/components/steps-list";
import { aboutCopy } from "@/web/features/marketing/copy/about-copy";

/** About (spec §2): what the product is, who it's for, the flow, how it's built, who makes it. */
export default function AboutPage() {
  return (
    <PublicLayout>
      <PageIntro
        eyebrow={aboutCopy.eyebrow}
        title={aboutCopy.title}
        lead={aboutCopy.lead}
        aside={<FactsCard label={aboutCopy.factsLabel} facts={aboutCopy.facts} />}
      />
      <Section id="who-its-for" aria-labelledby="about-audience-title">
        <SectionHeading id="about-audience-title" {...aboutCopy.audience} />
        <div className="mt-14">
          <AudienceGrid />
        </div>
      </Section>
      <Section id="flow" tone="muted" aria-labelledby="about-flow-title">
        <SectionHeading id="about-flow-title" {...aboutCopy.flow} />
        <div className="mt-14">
          <StepsList />
        </div>
      </Section>
      <BuiltSection />
      <CompanySection />
      <ClosingCta id="about-cta-title" title={aboutCopy.cta.title} lead={aboutCopy.cta.lead}>
        <BackHomeLink className="mt-2 text-primary-foreground/85 hover:text-primary-foreground" />
      </ClosingCta>
    </PublicLayout>
  );
}
