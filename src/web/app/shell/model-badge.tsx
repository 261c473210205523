import { messages } from "@/shared/messages";

/** The default-model badge; shows 'Loading model...' until the models feature provides data. */
export function ModelBadge() {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs text-muted-foreground">
      <span className="size-2 rounded-full bg-muted-foreground/40" aria-hidden />
      {messages.models.loadingModel}
    </span>
  );
}
