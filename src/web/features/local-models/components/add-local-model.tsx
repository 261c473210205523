import { useState, type FormEvent } from "react";
import { Download, Link2, Search } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { formatBytes } from "@/web/lib/files";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useAddLocalModel, useHubFiles, useHubSearch } from "../api/add-local-model";
import { localModelCopy } from "../copy";

const copy = localModelCopy.add;

/** A hub repository's .gguf files, each with its size and a Download button. */
function HubFiles({ repo, onAdd, pending }: { repo: string; onAdd: (file: string) => void; pending: boolean }) {
  const files = useHubFiles(repo);
  if (files.isPending) return <Spinner aria-label={copy.loadingFiles} />;
  if (files.isError) return <p role="alert" className="text-sm text-destructive">{errorMessage(files.error)}</p>;
  if (files.data.length === 0) return <p className="text-sm text-muted-foreground">{copy.noFiles}</p>;
  return (
    <ul className="flex flex-col gap-1" aria-label={copy.filesOf(repo)}>
      {files.data.map((f) => (
        <li key={f.path} className="flex flex-wrap items-center justify-between gap-2 rounded border px-2 py-1 text-sm">
          <span className="min-w-0 break-all">{f.path}</span>
          <span className="flex items-center gap-2">
            <span className="text-xs text-muted-foreground">{formatBytes(f.size_bytes)}</span>
            <Button size="sm" variant="outline" disabled={pending} aria-label={copy.downloadFile(f.path)} onClick={() => onAdd(f.path)}>
              <Download aria-hidden />
              {localModelCopy.actions.download}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Settings → Local models, for admins: any GGUF file by its address, or one found on the model hub. */
export function AddLocalModel() {
  const add = useAddLocalModel();
  const [url, setUrl] = useState("");
  const [query, setQuery] = useState("");
  const [repo, setRepo] = useState<string | null>(null);
  const search = useHubSearch(useDebouncedValue(query, 300).trim());

  const submitUrl = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim()) add.mutate({ kind: "url", url: url.trim() }, { onSuccess: () => setUrl("") });
  };

  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby="add-local-model-title">
      <h3 id="add-local-model-title" className="text-sm font-semibold">
        {copy.heading}
      </h3>
      <form className="flex flex-col gap-2" onSubmit={submitUrl}>
        <Label htmlFor="local-model-url">{copy.urlLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="local-model-url" type="url" inputMode="url" placeholder={copy.urlPlaceholder} value={url} onChange={(e) => setUrl(e.target.value)} />
          <Button type="submit" disabled={add.isPending || !url.trim()}>
            <Link2 aria-hidden />
            {copy.addUrl}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{copy.urlHint}</p>
      </form>
      <div className="flex flex-col gap-2">
        <Label htmlFor="local-model-hub-search">{copy.searchLabel}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id="local-model-hub-search"
            type="search"
            className="pl-8"
            placeholder={copy.searchPlaceholder}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setRepo(null);
            }}
          />
        </div>
        {search.isFetching && <Spinner aria-label={copy.searching} />}
        {search.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(search.error)}
          </p>
        )}
        {search.data && search.data.length === 0 && <p className="text-sm text-muted-foreground">{copy.noRepos}</p>}
        {search.data && search.data.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={copy.results}>
            {search.data.map((r) => (
              <li key={r.repo} className="flex flex-col gap-2">
                <Button variant={repo === r.repo ? "secondary" : "ghost"} size="sm" className="justify-start" aria-expanded={repo === r.repo} onClick={() => setRepo(repo === r.repo ? null : r.repo)}>
                  <span className="truncate">{r.repo}</span>
                  {r.downloads !== null && <span className="ml-auto text-xs text-muted-foreground">{copy.downloads(r.downloads)}</span>}
                </Button>
                {repo === r.repo && <HubFiles repo={r.repo} pending={add.isPending} onAdd={(file) => add.mutate({ kind: "hub", repo: r.repo, file })} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
