import type { UsageReport } from "@/shared/contracts/usage";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { usageCopy } from "../copy";
import { formatCost, formatCount, formatLatency } from "../lib/format";

const s = usageCopy.stats;
type Figures = UsageReport["totals"];

function FigureCells({ f, priced = true }: { f: Figures; priced?: boolean }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{formatCount(f.calls)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatCount(f.tokens_in)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatCount(f.tokens_out)}</TableCell>
      <TableCell className="text-right tabular-nums">{f.errors ? <span className="text-destructive">{formatCount(f.errors)}</span> : 0}</TableCell>
      <TableCell className="text-right tabular-nums">{formatLatency(f.median_latency_ms)}</TableCell>
      <TableCell className="text-right tabular-nums">{priced ? formatCost(f.cost) : <Badge variant="outline">{usageCopy.notPriced}</Badge>}</TableCell>
    </>
  );
}

function FigureHeads() {
  return (
    <>
      {[s.calls, s.tokensIn, s.tokensOut, s.errors, s.latency, s.cost].map((label) => (
        <TableHead key={label} className="text-right">
          {label}
        </TableHead>
      ))}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">{children}</div>
    </section>
  );
}

export function ModelTable({ report }: { report: UsageReport }) {
  const c = usageCopy.byModel;
  return (
    <Section id="usage-by-model" title={c.title}>
      <Table data-testid="usage-by-model">
        <TableHeader>
          <TableRow>
            <TableHead>{c.model}</TableHead>
            <FigureHeads />
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.by_model.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="text-center text-muted-foreground">
                {c.empty}
              </TableCell>
            </TableRow>
          )}
          {report.by_model.map((m) => (
            <TableRow key={`${m.provider}/${m.model}`}>
              <TableCell>
                <div className="font-medium">{m.model}</div>
                <div className="text-xs text-muted-foreground">{m.provider}</div>
              </TableCell>
              <FigureCells f={m} priced={m.priced} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** Days with calls, newest first (the chart shows the quiet days too). */
export function DayTable({ report }: { report: UsageReport }) {
  const c = usageCopy.byDay;
  const days = report.by_day.filter((d) => d.calls > 0).reverse();
  return (
    <Section id="usage-by-day" title={c.title}>
      <Table data-testid="usage-by-day">
        <TableHeader>
          <TableRow>
            <TableHead>{c.day}</TableHead>
            <FigureHeads />
          </TableRow>
        </TableHeader>
        <TableBody>
          {days.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="text-center text-muted-foreground">
                {c.empty}
              </TableCell>
            </TableRow>
          )}
          {days.map((d) => (
            <TableRow key={d.day}>
              <TableCell className="font-medium tabular-nums">{d.day}</TableCell>
              <FigureCells f={d} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
