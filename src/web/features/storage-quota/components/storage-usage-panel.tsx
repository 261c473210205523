import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { Skeleton } from "@/web/components/ui/skeleton";
import { storageAmount } from "@/shared/storage-amount";
import { useStorageUsage } from "../api/storage-quota";
import { storageQuotaCopy as copy } from "../copy";

const CATEGORIES = ["uploads", "documents", "images"] as const;

/**
 * Settings → Storage: what the tab's workspace stores, per category, against its quota (issue 22 point 6), and
 * whose quota it is (issue 25: every member's files in a workspace count against the workspace's quota).
 */
export function StorageUsagePanel() {
  const usage = useStorageUsage();
  const data = usage.data;
  const full = data ? data.used_bytes >= data.quota_bytes : false;
  return (
    <Card className="gap-4" role="region" aria-labelledby="storage-usage-title" data-testid="storage-usage">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="storage-usage-title">{copy.title}</h2>
        </CardTitle>
        <CardDescription>{data ? copy.description(data.workspace_name, data.workspace_kind === "personal") : copy.descriptionLoading}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {usage.isPending && <Skeleton className="h-10 w-full" />}
        {usage.isError && <p role="alert" className="text-sm text-destructive">{copy.loadFailed}</p>}
        {data && (
          <>
            <p className="text-sm font-medium">{copy.usedOf(data.used_bytes, data.quota_bytes)}</p>
            <Progress
              aria-label={copy.barLabel}
              value={data.used_bytes}
              max={Math.max(1, data.quota_bytes)}
              indicatorClassName={full ? "bg-destructive" : undefined}
            />
            <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              {CATEGORIES.map((category) => (
                <div key={category} className="flex justify-between gap-2 rounded-md border px-3 py-2 sm:flex-col">
                  <dt className="text-muted-foreground">{copy.categories[category]}</dt>
                  <dd className="font-medium tabular-nums">{storageAmount(data.by_category[category])}</dd>
                </div>
              ))}
            </dl>
            {data.override_bytes !== null && <p className="text-xs text-muted-foreground">{copy.ownQuota}</p>}
            {full && (
              <p role="status" className="text-sm text-destructive">
                {copy.full}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
