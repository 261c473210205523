import { PageIntro } from "@/web/features/marketing/components/page-intro";
import { PublicLayout } from "@/web/features/marketing/components/public-layout";
import { Container } from "@/web/features/marketing/components/section";
import type { LegalPage } from "@/web/features/marketing/copy/legal-copy";

/** A legal page: the intro, then numbered sections in a readable column. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <PublicLayout>
      <PageIntro eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <Container className="py-14 md:py-20">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm text-muted-foreground">{page.updated}</p>
          {page.sections.map((section, i) => (
            <section key={section.heading} aria-labelledby={`legal-${i}`} className="mt-10">
              <h2 id={`legal-${i}`} className="text-xl font-semibold tracking-tight text-foreground">
                {i + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </PublicLayout>
  );
}
