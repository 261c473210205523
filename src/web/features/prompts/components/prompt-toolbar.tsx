import { Search } from "lucide-react";
import { PROMPT_FILTER_TYPES, PROMPT_TYPE_LABELS } from "@/shared/content-types";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { promptsCopy } from "../copy";

export type PromptFilterType = (typeof PROMPT_FILTER_TYPES)[number];

interface PromptToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  type: PromptFilterType;
  onType: (type: PromptFilterType) => void;
  busy: boolean;
}

/** Search box and type filter of the prompt grid (spec §3's filter list). */
export function PromptToolbar({ search, onSearch, type, onType, busy }: PromptToolbarProps) {
  const c = promptsCopy.list;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={c.searchPlaceholder} aria-label={c.searchLabel} className="pr-9 pl-9" />
        {busy && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
            <Spinner label={c.loading} />
          </span>
        )}
      </div>
      <NativeSelect value={type} onChange={(e) => onType(e.target.value as PromptFilterType)} aria-label={c.typeLabel} wrapperClassName="sm:w-52">
        {PROMPT_FILTER_TYPES.map((t) => (
          <option key={t} value={t}>
            {t === "all" ? promptsCopy.allTypes : PROMPT_TYPE_LABELS[t]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
