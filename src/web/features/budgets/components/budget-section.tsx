import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { messages } from "@/shared/messages";
import { useBudget, useSetBudget } from "../api/budget";
import { budgetCopy as copy } from "../copy";

const amount = (unit: "tokens" | "usd", n: number) => (unit === "usd" ? `$${n.toFixed(2)}` : `${Math.round(n).toLocaleString("en-US")} tokens`);

/** The workspace's monthly AI budget: its warning or refusal for every member; set by its admins (manage). */
export function BudgetSection() {
  const budget = useBudget();
  const save = useSetBudget();
  const manage = useCapability("manage");
  const [unit, setUnit] = useState<"tokens" | "usd">("tokens");
  const [limit, setLimit] = useState("");
  const status = budget.data;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      await save.mutateAsync({ unit, monthly_limit: Number(limit) });
      toast.success(copy.saved);
    } catch (err) {
      toast.error(copy.failed, errorMessage(err));
    }
  }

  return (
    <Card data-testid="budget-section">
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {budget.isPending && <p className="text-sm text-muted-foreground">{messages.common.loading}</p>}
        {budget.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(budget.error)}
          </p>
        )}
        {status && (
          <p className="text-sm">
            {status.budget ? copy.used(amount(status.budget.unit, status.used), amount(status.budget.unit, status.budget.monthly_limit), status.percent ?? 0) : copy.none}
          </p>
        )}
        {status?.message && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {status.message}
          </p>
        )}
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" title={manage.reason ?? undefined}>
          <div className="space-y-1">
            <Label htmlFor="budget-unit">{copy.unit}</Label>
            <select id="budget-unit" className="h-9 rounded-md border bg-background px-2 text-sm" value={unit} disabled={!manage.allowed} onChange={(e) => setUnit(e.target.value as "tokens" | "usd")}>
              <option value="tokens">{copy.tokens}</option>
              <option value="usd">{copy.usd}</option>
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="budget-limit">{copy.limit}</Label>
            <Input id="budget-limit" inputMode="decimal" value={limit} disabled={!manage.allowed} onChange={(e) => setLimit(e.target.value)} className="w-40" />
          </div>
          <Button type="submit" disabled={!manage.allowed || save.isPending || !(Number(limit) > 0)}>
            {copy.save}
          </Button>
          {status?.budget && (
            <Button type="button" variant="outline" disabled={!manage.allowed || save.isPending} onClick={() => save.mutate(null)}>
              {copy.remove}
            </Button>
          )}
        </form>
        {manage.reason && <p className="text-xs text-muted-foreground">{manage.reason}</p>}
      </CardContent>
    </Card>
  );
}
