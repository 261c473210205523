import { ClosingCta } from "@/web/features/marketing/components/closing-cta";
import { FactsCard } from "@/web/features/marketing/components/facts-card";
import { PageIntro } from "@/web/features/marketing/components/page-intro";
import { PublicLayout } from "@/web/features/marketing/components/public-layout";
import { ReasonsSection } from "@/web/features/marketing/components/why-free/reasons-section";
import { ResourcesSection } from "@/web/features/marketing/components/why-free/resources-section";
import { ServicesSection } from "@/web/features/marketing/components/why-free/services-section";
import { whyFreeCopy } from "@/web/features/marketing/copy/why-free-copy";

/** Why is it free (spec §2): early access, the parent company, its services and learning resources. */
export default function WhyFreePage() {
  return (
    <PublicLayout>
      <PageIntro
        eyebrow={whyFreeCopy.eyebrow}
        title={whyFreeCopy.title}
        lead={whyFreeCopy.lead}
        aside={<FactsCard label={whyFreeCopy.factsLabel} facts={whyFreeCopy.facts} />}
      />
      <ReasonsSection />
      <ServicesSection />
      <ResourcesSection />
      <ClosingCta
        id="why-free-cta-title"
        title={whyFreeCopy.cta.title}
        lead={whyFreeCopy.cta.lead}
      />
    </PublicLayout>
  );
}
