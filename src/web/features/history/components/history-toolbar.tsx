import { Search, Trash2 } from "lucide-react";
import { CONTENT_TYPE_LABELS, type ContentType } from "@/shared/content-types";
import { LANGUAGES } from "@/shared/languages";
import { Button } from "@/web/components/ui/button";
import { languageCopy } from "@/web/shared/languages/copy";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { RoleReason } from "@/web/components/role-reason";
import { useCapability } from "@/web/lib/workspace-role";
import { historyCopy } from "../copy";

/** The filter of spec §2: All types, Social Media, Email Broadcast, Newsletter, Article; and General, which History also holds. */
export const HISTORY_FILTER_TYPES = ["all", "social_media", "email_broadcast", "newsletter", "article", "general"] as const satisfies readonly (
  "all" | ContentType
)[];
export type HistoryFilterType = (typeof HISTORY_FILTER_TYPES)[number];

interface HistoryToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  type: HistoryFilterType;
  onType: (type: HistoryFilterType) => void;
  /** A language code, or "" for all languages. */
  language: string;
  onLanguage: (language: string) => void;
  selectedCount: number;
  onDeleteSelected: () => void;
  busy: boolean;
}

export function HistoryToolbar({ search, onSearch, type, onType, language, onLanguage, selectedCount, onDeleteSelected, busy }: HistoryToolbarProps) {
  // Deleting needs a writer: a viewer sees Delete disabled here and on every row, with the reason once.
  const write = useCapability("write");
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={historyCopy.searchPlaceholder}
            aria-label={historyCopy.searchLabel}
            className="pr-9 pl-9"
          />
          {busy && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
              <Spinner label={historyCopy.loading} />
            </span>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <NativeSelect
            value={type}
            onChange={(e) => onType(e.target.value as HistoryFilterType)}
            aria-label={historyCopy.typeLabel}
            wrapperClassName="sm:w-48"
          >
            {HISTORY_FILTER_TYPES.map((t) => (
              <option key={t} value={t}>
                {t === "all" ? historyCopy.allTypes : CONTENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect value={language} onChange={(e) => onLanguage(e.target.value)} aria-label={languageCopy.label} wrapperClassName="sm:w-44">
            <option value="">{languageCopy.allLanguages}</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant={selectedCount && write.allowed ? "destructive" : "outline"}
            onClick={onDeleteSelected}
            disabled={selectedCount === 0 || !write.allowed}
            title={write.reason ?? undefined}
          >
            <Trash2 aria-hidden="true" />
            {historyCopy.deleteSelected(selectedCount)}
          </Button>
        </div>
      </div>
      <RoleReason reason={write.reason} className="md:text-right" />
    </div>
  );
}
