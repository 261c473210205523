import { format } from "date-fns";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { Account } from "@/shared/contracts/accounts";
import { usePublishingAccounts } from "../api/get-publishing-accounts";
import { publishingCopy } from "../copy";

const c = publishingCopy.connect;

/** The last check of an account's publishing account (on save or Test): when, and the platform's reason if it failed. */
export function PublishingCheck({ account }: { account: Account }) {
  const saved = usePublishingAccounts().data?.get(account.id);
  if (!saved || saved.platform !== account.platform || !saved.checked_at) return null;
  const when = format(new Date(saved.checked_at), publishingCopy.dateTime);
  if (!saved.check_error) {
    return (
      <span className="mt-1 flex items-center gap-1 text-xs text-muted-foreground" data-testid={`publishing-check-${account.id}`}>
        <CheckCircle2 aria-hidden className="size-3.5 shrink-0 text-success" />
        {c.checkWorked(when)}
      </span>
    );
  }
  return (
    <span className="mt-1 flex max-w-64 items-start gap-1 text-xs text-destructive" data-testid={`publishing-check-${account.id}`}>
      <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span className="line-clamp-3 break-words">
        {c.checkFailed(when)}: {saved.check_error}
      </span>
    </span>
  );
}
