import { stepsCopy } from "@/web/features/marketing/copy/landing-copy";

/** Generate, Refine, Share as three numbered steps joined by a line on wide screens. */
export function StepsList() {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-primary/10 via-primary/40 to-primary/10 md:block"
      />
      <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
        {stepsCopy.items.map((step, index) => (
          <li key={step.title} className="relative flex flex-col items-center text-center">
            <span className="relative inline-flex size-12 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground shadow-md shadow-primary/30 ring-4 ring-primary/15">
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-foreground">{step.title}</h3>
            <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted-foreground">
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
