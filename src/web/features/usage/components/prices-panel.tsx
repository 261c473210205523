import { useState } from "react";
import type { ModelPrice, UsageReport } from "@/shared/contracts/usage";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { usePrices, useSetPrice } from "../api/usage";
import { usageCopy } from "../copy";

const c = usageCopy.prices;

function PriceRow({ provider, model, price }: { provider: string; model: string; price: ModelPrice | undefined }) {
  const [input, setInput] = useState(price ? String(price.input_per_million) : "");
  const [output, setOutput] = useState(price ? String(price.output_per_million) : "");
  const save = useSetPrice();
  const label = `${provider} ${model}`;
  return (
    <TableRow>
      <TableCell>
        <div className="font-medium">{model}</div>
        <div className="text-xs text-muted-foreground">{provider}</div>
      </TableCell>
      <TableCell>
        <Input
          aria-label={`${c.input}: ${label}`}
          inputMode="decimal"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          className="w-28"
          placeholder="0.00"
        />
      </TableCell>
      <TableCell>
        <Input
          aria-label={`${c.output}: ${label}`}
          inputMode="decimal"
          value={output}
          onChange={(e) => setOutput(e.target.value)}
          className="w-28"
          placeholder="0.00"
        />
      </TableCell>
      <TableCell className="text-right">
        <Button
          size="sm"
          variant="outline"
          disabled={save.isPending || input.trim() === "" || output.trim() === ""}
          onClick={() =>
            save.mutate(
              { provider, model, input_per_million: Number(input), output_per_million: Number(output) },
              {
                onSuccess: () => toast.success(c.saved),
                onError: (err) => toast.error(err instanceof ApiError ? err.message : c.failed),
              },
            )
          }
        >
          {c.save}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Admins price the models in use (and any priced before), in US dollars per million tokens. */
export function PricesPanel({ report }: { report: UsageReport }) {
  const prices = usePrices();
  const priced = prices.data?.data ?? [];
  const keys = new Map<string, { provider: string; model: string }>();
  for (const m of [...report.by_model, ...priced]) keys.set(`${m.provider}\u0000${m.model}`, { provider: m.provider, model: m.model });
  const rows = [...keys.values()];
  return (
    <section aria-labelledby="usage-prices" className="flex flex-col gap-3">
      <div>
        <h2 id="usage-prices" className="text-base font-semibold">
          {c.title}
        </h2>
        <p className="text-sm text-muted-foreground">{c.description}</p>
      </div>
      <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
        <Table data-testid="usage-prices">
          <TableHeader>
            <TableRow>
              <TableHead>{usageCopy.byModel.model}</TableHead>
              <TableHead>{c.input}</TableHead>
              <TableHead>{c.output}</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="text-center text-muted-foreground">
                  {c.empty}
                </TableCell>
              </TableRow>
            )}
            {prices.isSuccess &&
              rows.map((r) => (
                <PriceRow key={`${r.provider}/${r.model}`} {...r} price={priced.find((p) => p.provider === r.provider && p.model === r.model)} />
              ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
