import { ServiceCard } from "@/web/features/marketing/components/why-free/service-card";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { whyFreeCopy } from "@/web/features/marketing/copy/why-free-copy";
import { AI_SERVICES_URL, LEARNING_URL } from "@/web/features/marketing/marketing-links";
import { toast } from "@/web/lib/toast";

const copy = whyFreeCopy.services;
const [aiServices, learning, ideaEngine] = copy.items;

/** Two cards open the parent company's sites; the idea engine is not out yet (spec §2). */
export function ServicesSection() {
  return (
    <Section id="services" tone="muted" aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        description={copy.description}
      />
      <ul className="mt-14 grid gap-4 md:grid-cols-3 lg:gap-6">
        <ServiceCard service={aiServices} href={AI_SERVICES_URL} />
        <ServiceCard service={learning} href={LEARNING_URL} />
        <ServiceCard service={ideaEngine} onSelect={() => toast.comingSoon()} />
      </ul>
    </Section>
  );
}
