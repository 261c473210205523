import { Check, Search } from "lucide-react";
import { useState } from "react";
import type { DiscoveredModel } from "@/shared/contracts/connections";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Input } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/lib/api-error";
import { cn } from "@/web/lib/cn";
import { useDiscoveredModels } from "../api/discover-models";
import { connectionCopy } from "../copy";

interface DiscoveredListProps {
  connectionId: string;
  selected: string | null;
  onSelect: (model: DiscoveredModel) => void;
}

/** The provider's models with a search box; added ones are marked, the chosen one highlighted. */
export function DiscoveredList({ connectionId, selected, onSelect }: DiscoveredListProps) {
  const m = connectionCopy.models;
  const discovered = useDiscoveredModels(connectionId);
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const shown = discovered.data?.filter((d) => !q || d.model_id.toLowerCase().includes(q) || d.name.toLowerCase().includes(q));

  if (discovered.isError) {
    return (
      <EmptyState
        role="alert"
        title={m.failed}
        description={errorMessage(discovered.error)}
        action={
          <Button variant="outline" size="sm" onClick={() => void discovered.refetch()}>
            {connectionCopy.retry}
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-3">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input className="pl-9" type="search" aria-label={m.search} placeholder={m.searchPlaceholder} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {discovered.isPending ? (
        <div className="grid gap-2" aria-busy aria-label={m.loading}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : !shown?.length ? (
        <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{q ? m.noMatch(query.trim()) : m.none}</p>
      ) : (
        <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-1" aria-label={m.tabDiscovered}>
          {shown.map((model) => {
            const added = Boolean(model.added_id);
            const isSelected = selected === model.model_id;
            return (
              <li key={model.model_id}>
                <button
                  type="button"
                  disabled={added}
                  aria-pressed={isSelected}
                  aria-label={m.choose(model.model_id)}
                  onClick={() => onSelect(model)}
                  className={cn(
                    "flex w-full items-center justify-between gap-3 rounded-sm px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-default disabled:opacity-60 disabled:hover:bg-transparent",
                    isSelected && "bg-accent ring-1 ring-primary/40",
                  )}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-mono text-xs sm:text-sm">{model.model_id}</span>
                    {model.name !== model.model_id && <span className="block truncate text-xs text-muted-foreground">{model.name}</span>}
                  </span>
                  {added ? (
                    <Badge variant="secondary">
                      <Check aria-hidden />
                      {m.added}
                    </Badge>
                  ) : (
                    <span className="shrink-0 text-xs text-muted-foreground">{connectionCopy.types[model.type]}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
