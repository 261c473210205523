import { Mail } from "lucide-react";
import { FaqList } from "@/web/features/marketing/components/landing/faq-list";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { faqCopy } from "@/web/features/marketing/copy/faq-copy";
import { CONTACT_EMAIL, CONTACT_MAILTO } from "@/web/features/marketing/marketing-links";

export function FaqSection() {
  return (
    <Section id="faq" tone="muted" aria-labelledby="faq-title">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-title"
            align="start"
            eyebrow={faqCopy.eyebrow}
            title={faqCopy.title}
            description={faqCopy.description}
          />
          <a
            href={CONTACT_MAILTO}
            className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Mail className="size-4" />
            {CONTACT_EMAIL}
          </a>
        </div>
        <FaqList items={faqCopy.items} />
      </div>
    </Section>
  );
}
