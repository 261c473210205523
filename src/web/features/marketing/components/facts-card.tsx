type Fact = { value: string; label: string };

/** A few headline figures beside a page intro. */
export function FactsCard({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-px overflow-hidden rounded-2xl border bg-border shadow-sm sm:grid-cols-3 lg:grid-cols-1"
    >
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse gap-1 bg-card/90 p-5 backdrop-blur">
          <dt className="text-sm leading-snug text-muted-foreground">{fact.label}</dt>
          <dd className="text-3xl font-semibold tracking-tight text-primary">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
