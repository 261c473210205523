import { useState } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { publishingCopy } from "../copy";

const c = publishingCopy.connect;

type Outcome = { ok: boolean; message: string };

/**
 * What the address said, kept for this page load: the page may mount again right after the first render (its
 * workspace resolving), by when the address has been cleaned. Kept for a few seconds, so coming back to
 * /accounts later does not show it again.
 */
let kept: { outcome: Outcome; at: number } | null = null;
const KEEP_MS = 10_000;

/** Read when the platform sends the browser back to /accounts?connected=… or ?connect_error=…; the address is then cleaned. */
function readReturn(): Outcome | null {
  if (typeof window === "undefined") return null;
  const params = new URLSearchParams(window.location.search);
  const error = params.get("connect_error");
  const connected = params.get("connected");
  if (error || connected) {
    window.history.replaceState(null, "", window.location.pathname);
    kept = { outcome: error ? { ok: false, message: error } : { ok: true, message: c.oauthConnected }, at: Date.now() };
  }
  return kept && Date.now() - kept.at < KEEP_MS ? kept.outcome : null;
}

/** What came of connecting with the platform's own sign-in: connected, or the platform's (or our) reason. */
export function OAuthReturnNotice() {
  const [outcome] = useState(readReturn);
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={`flex items-start gap-1.5 rounded-lg border px-3 py-2 text-sm ${outcome.ok ? "text-success" : "text-destructive"}`}
    >
      {outcome.ok ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" /> : <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />}
      <span className="break-words">{outcome.message}</span>
    </p>
  );
}
