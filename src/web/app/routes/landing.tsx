import { AudienceSection } from "@/web/features/marketing/components/landing/audience-section";
import { ClosingCta } from "@/web/features/marketing/components/closing-cta";
import { ExperienceSection } from "@/web/features/marketing/components/landing/experience-section";
import { FaqSection } from "@/web/features/marketing/components/landing/faq-section";
import { FeaturesSection } from "@/web/features/marketing/components/landing/features-section";
import { HeroSection } from "@/web/features/marketing/components/landing/hero-section";
import { HowItWorksSection } from "@/web/features/marketing/components/landing/how-it-works-section";
import { PreviewSection } from "@/web/features/marketing/components/landing/preview-section";
import { PublicLayout } from "@/web/features/marketing/components/public-layout";
import { closingCopy } from "@/web/features/marketing/copy/landing-copy";

/** The signed-out home page (spec §2, Landing page). Every call to action leads to /auth. */
export default function LandingPage() {
  return (
    <PublicLayout>
      <HeroSection />
      <AudienceSection />
      <HowItWorksSection />
      <FeaturesSection />
      <PreviewSection />
      <ExperienceSection />
      <FaqSection />
      <ClosingCta id="closing-title" title={closingCopy.title} lead={closingCopy.lead} />
    </PublicLayout>
  );
}
