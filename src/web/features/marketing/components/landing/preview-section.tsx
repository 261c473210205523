import { WorkspaceMock } from "@/web/features/marketing/components/landing/workspace-mock";
import { Section, SectionHeading } from "@/web/features/marketing/components/section";
import { previewCopy } from "@/web/features/marketing/copy/preview-copy";

export function PreviewSection() {
  return (
    <Section
      id="in-action"
      tone="muted"
      aria-labelledby="preview-title"
      className="overflow-hidden"
    >
      <SectionHeading
        id="preview-title"
        eyebrow={previewCopy.eyebrow}
        title={previewCopy.title}
        description={previewCopy.description}
      />
      <div className="mt-14">
        <WorkspaceMock />
      </div>
    </Section>
  );
}
