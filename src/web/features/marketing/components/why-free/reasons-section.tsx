import { IconTile } from "@/web/features/marketing/components/icon-tile";
import { Section } from "@/web/features/marketing/components/section";
import { whyFreeCopy } from "@/web/features/marketing/copy/why-free-copy";

export function ReasonsSection() {
  return (
    <Section id="reasons" aria-labelledby="reasons-title">
      <h2
        id="reasons-title"
        className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
      >
        {whyFreeCopy.reasonsTitle}
      </h2>
      <ul className="mt-10 grid gap-4 md:grid-cols-3 lg:gap-6">
        {whyFreeCopy.reasons.map((reason) => (
          <li key={reason.title} className="rounded-2xl border bg-card p-6 shadow-xs sm:p-7">
            <IconTile icon={reason.icon} />
            <h3 className="mt-5 text-lg font-semibold text-foreground">{reason.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
