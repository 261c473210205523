import { useState } from "react";
import { storageAmount } from "@/shared/storage-amount";
import { messages } from "@/shared/messages";
import type { WorkspaceStorage } from "@/shared/contracts/storage-quota";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useSetStorageQuotaSettings, useSetWorkspaceQuota, useStorageQuotaSettings, useWorkspacesStorage } from "../api/storage-quota";
import { storageQuotaCopy } from "../copy";

const copy = storageQuotaCopy.admin;
const MB = 1024 * 1024;
const toMb = (bytes: number) => String(Math.round(bytes / MB));
/** Whole megabytes typed by the admin, or null when the field is not one. */
const fromMb = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) * MB : null);

const saved = () => toast.success(messages.storageQuota.saved);
const failed = (err: unknown) => toast.error(copy.failed, errorMessage(err));

function DefaultsForm() {
  const settings = useStorageQuotaSettings();
  const save = useSetStorageQuotaSettings();
  const [quota, setQuota] = useState<string | null>(null);
  const [budget, setBudget] = useState<string | null>(null);
  if (!settings.data) return null;
  const quotaText = quota ?? toMb(settings.data.default_quota_bytes);
  const budgetText = budget ?? toMb(settings.data.local_models_budget_bytes);
  const quotaBytes = fromMb(quotaText);
  const budgetBytes = fromMb(budgetText);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (quotaBytes === null || budgetBytes === null) return;
        save.mutate({ default_quota_bytes: quotaBytes, local_models_budget_bytes: budgetBytes }, { onSuccess: saved, onError: failed });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="storage-default-quota">{copy.defaultQuota}</Label>
        <Input id="storage-default-quota" inputMode="numeric" className="w-40" value={quotaText} onChange={(e) => setQuota(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="storage-models-budget">{copy.modelsBudget}</Label>
        <Input id="storage-models-budget" inputMode="numeric" className="w-40" value={budgetText} onChange={(e) => setBudget(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || quotaBytes === null || budgetBytes === null}>
        {copy.save}
      </Button>
      <p className="basis-full text-xs text-muted-foreground">{copy.modelsUsed(settings.data.local_models_used_bytes)}</p>
    </form>
  );
}

/** Whose workspace a row is: a personal one by its owner's email, a team by its name (and owner). */
const labelOf = (w: WorkspaceStorage) => (w.kind === "personal" ? copy.personal(w.owner_email ?? w.name) : copy.team(w.name, w.owner_email));

function WorkspaceRow({ account }: { account: WorkspaceStorage }) {
  const [text, setText] = useState(account.override_bytes === null ? "" : toMb(account.override_bytes));
  const save = useSetWorkspaceQuota({ saved, failed });
  const bytes = fromMb(text);
  const label = labelOf(account);
  return (
    <TableRow>
      <TableCell className="max-w-56 truncate" title={label}>
        {label}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{`${storageAmount(account.used_bytes)} / ${storageAmount(account.quota_bytes)}`}</TableCell>
      <TableCell>
        <Input
          aria-label={copy.quotaFor(label)}
          inputMode="numeric"
          className="w-36"
          value={text}
          placeholder={copy.usesDefault(account.quota_bytes)}
          onChange={(e) => setText(e.target.value)}
        />
      </TableCell>
      <TableCell className="flex justify-end gap-2">
        <Button size="sm" variant="outline" disabled={save.isPending || bytes === null} onClick={() => save.mutate({ id: account.id, quotaBytes: bytes })}>
          {copy.save}
        </Button>
        {account.override_bytes !== null && (
          <Button
            size="sm"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => save.mutate({ id: account.id, quotaBytes: null }, { onSuccess: () => setText("") })}
          >
            {copy.reset}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Settings → Storage quotas (admin): the default quota, the local models' budget and each workspace's own quota. */
export function StorageQuotaAdmin() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const accounts = useWorkspacesStorage(q);
  const rows = accounts.data?.data ?? [];
  return (
    <Card className="gap-4" role="region" aria-labelledby="storage-quota-admin-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="storage-quota-admin-title">{copy.title}</h2>
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DefaultsForm />
        <Input aria-label={copy.search} placeholder={copy.search} value={search} onChange={(e) => setSearch(e.target.value)} className="max-w-sm" />
        <div className="overflow-x-auto rounded-xl border">
          <Table data-testid="storage-quota-workspaces">
            <TableHeader>
              <TableRow>
                <TableHead>{copy.workspace}</TableHead>
                <TableHead>{copy.used}</TableHead>
                <TableHead>{copy.quota}</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.isPending && (
                <TableRow>
                  <TableCell colSpan={4} className="text-center text-muted-foreground" role="status">
                    {copy.loadingWorkspaces}
                  </TableCell>
                </TableRow>
              )}
              {accounts.isError && (
                <TableRow>
                  <TableCell colSpan={4} className="text-center text-sm text-destructive" role="alert">
                    {`${copy.workspacesFailed} ${errorMessage(accounts.error)} `}
                    <Button size="sm" variant="link" onClick={() => void accounts.refetch()}>
                      {copy.retry}
                    </Button>
                  </TableCell>
                </TableRow>
              )}
              {accounts.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} className="text-center text-muted-foreground">
                    {copy.empty}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((account) => (
                <WorkspaceRow key={`${account.id}:${account.override_bytes ?? "default"}`} account={account} />
              ))}
            </TableBody>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}
