import { Link } from "react-router";
import { Download, Lightbulb, PlugZap } from "lucide-react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { Button } from "@/web/components/ui/button";
import { formatBytes } from "@/web/lib/files";
import { useAuth } from "@/web/lib/auth/use-auth";
import { defaultModelOf, useModels } from "@/web/lib/models-query";
import { isBusy, useLocalModelAction, useLocalModels } from "../api/local-models";
import { localModelCopy } from "../copy";

const copy = localModelCopy.demoNotice;

/** The smallest model of the shipped or configured catalogue: the quickest real writer to fetch and run. */
export function recommendedModel(models: readonly LocalModel[] | undefined): LocalModel | undefined {
  return models
    ?.filter((m) => m.source === "catalogue" && m.size_bytes > 0 && m.status !== "installed")
    .reduce<LocalModel | undefined>((best, m) => (!best || m.size_bytes < best.size_bytes ? m : best), undefined);
}

/**
 * On every content page while the default is the built-in template writer (issue 24 point 7): says it is a demo
 * before the first click, with one click to download the recommended local model (admins), a link to connect a
 * provider, or for everyone else a line to ask an administrator.
 */
export function DemoNotice() {
  const { user } = useAuth();
  const defaultModel = defaultModelOf(useModels().data);
  const local = useLocalModels();
  const action = useLocalModelAction();
  if (defaultModel?.provider !== "builtin") return null;
  const isAdmin = user?.role === "admin";
  const recommended = recommendedModel(local.data);
  const downloading = recommended && (isBusy(recommended) || recommended.status === "interrupted");

  return (
    <aside
      aria-label={copy.label}
      data-testid="demo-notice"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex flex-1 items-start gap-2">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>{copy.title}</strong> {isAdmin ? copy.adminBody : copy.memberBody}
        </span>
      </p>
      {isAdmin && (
        <div className="flex flex-wrap gap-2">
          {recommended && !downloading && (
            <Button size="sm" className="h-auto min-h-8 max-w-full shrink whitespace-normal text-left" disabled={action.isPending} onClick={() => action.mutate({ action: "download", model: recommended })}>
              <Download aria-hidden />
              {copy.download(recommended.name, formatBytes(recommended.size_bytes))}
            </Button>
          )}
          {recommended && downloading && (
            <Button size="sm" variant="outline" asChild>
              <Link to="/settings">{copy.downloading(recommended.name)}</Link>
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to="/settings">
              <PlugZap aria-hidden />
              {copy.connect}
            </Link>
          </Button>
        </div>
      )}
    </aside>
  );
}
