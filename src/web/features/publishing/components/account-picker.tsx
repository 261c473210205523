import { TriangleAlert } from "lucide-react";
import { PLATFORM_LABELS } from "@/shared/contracts/accounts";
import { isPublishable } from "@/shared/platform-limits";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Skeleton } from "@/web/components/ui/skeleton";
import { publishingCopy } from "../copy";
import type { AccountChoice } from "../lib/schedule-form";

const c = publishingCopy.schedule;

/** The accounts to post to: connected ones can be chosen; the others say why not. */
export function AccountPicker({ choices, loading, chosen, onChange }: { choices: AccountChoice[]; loading: boolean; chosen: string[]; onChange: (ids: string[]) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{c.accounts}</legend>
      {loading ? (
        <Skeleton className="h-9 w-full" />
      ) : choices.length === 0 || choices.every((ch) => !ch.ready) ? (
        <p className="text-sm text-muted-foreground">{c.noAccounts}</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(({ account, ready, checkError }) => {
          const id = `schedule-account-${account.id}`;
          const why = ready ? (checkError ? c.checkFailed : null) : isPublishable(account.platform) ? c.notConnected : c.copyOut;
          return (
            <label key={account.id} htmlFor={id} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[button:disabled]:opacity-60 has-[[data-state=checked]]:border-primary">
              <Checkbox
                id={id}
                disabled={!ready}
                checked={chosen.includes(account.id)}
                onCheckedChange={(checked) => onChange(checked === true ? [...chosen, account.id] : chosen.filter((x) => x !== account.id))}
              />
              <span className="min-w-0 flex-1 truncate">
                {account.name} <span className="text-muted-foreground">· {PLATFORM_LABELS[account.platform]}</span>
              </span>
              {why && (
                <span className={checkError ? "flex shrink-0 items-center gap-1 text-xs text-destructive" : "shrink-0 text-xs text-muted-foreground"} title={checkError ?? undefined}>
                  {checkError && <TriangleAlert aria-hidden className="size-3.5" />}
                  {why}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
