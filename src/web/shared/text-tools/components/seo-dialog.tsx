import type { SeoResult } from "@/shared/contracts/headlines-seo";
import { SEO_LIMITS, type SeoField } from "@/shared/seo-limits";
import { Badge } from "@/web/components/ui/badge";
import { generateSeo } from "../api/functions";
import { headlinesCopy } from "../copy";
import { CharCount } from "./char-count";
import { CopyButton } from "./copy-button";
import { TextToolDialog, type TextToolProps } from "./tool-dialog";
import { useBrandId, useToolRun } from "./use-tool-run";

const copy = headlinesCopy.seo;
const FIELDS: readonly SeoField[] = ["metaTitle", "metaDescription", "slug", "ogTitle", "ogDescription"];

function Field({ name, value }: { name: SeoField; value: string }) {
  const label = copy.fields[name];
  return (
    <div className="flex flex-col gap-1 px-3 py-2" data-testid={`seo-${name}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <div className="flex items-center gap-1">
          <CharCount text={value} limit={SEO_LIMITS[name]} />
          <CopyButton text={value} label={label} />
        </div>
      </div>
      <p className={name === "slug" ? "font-mono text-sm break-all" : "text-sm break-words"}>{value}</p>
    </div>
  );
}

/** SEO copy: every field with its count against its limit (flagged when over) and a copy button. */
export function SeoDialog({ language, contentType, ...dialog }: TextToolProps) {
  const { busy, result: seo, run, stop } = useToolRun<SeoResult>();
  const brandId = useBrandId();

  return (
    <TextToolDialog
      {...dialog}
      texts={copy}
      answered={seo !== null}
      busy={busy}
      onSubmit={({ text, modelId }) => void run((signal) => generateSeo({ textContent: text, modelId, brandId, language, contentType }, signal))}
      onStop={stop}
    >
      {seo && (
        <div className="flex flex-col divide-y rounded-md border" data-testid="seo">
          {FIELDS.slice(0, 3).map((name) => (
            <Field key={name} name={name} value={seo[name]} />
          ))}
          <div className="flex flex-col gap-1.5 px-3 py-2" data-testid="seo-keywords">
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs font-medium text-muted-foreground">
                {copy.fields.keywords} ({seo.keywords.length}/{SEO_LIMITS.keywords})
              </span>
              <CopyButton text={seo.keywords.join(", ")} label={copy.fields.keywords} />
            </div>
            <ul className="flex flex-wrap gap-1.5">
              {seo.keywords.map((k) => (
                <li key={k}>
                  <Badge variant="outline">{k}</Badge>
                </li>
              ))}
            </ul>
          </div>
          {FIELDS.slice(3).map((name) => (
            <Field key={name} name={name} value={seo[name]} />
          ))}
        </div>
      )}
    </TextToolDialog>
  );
}
