import { useState } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { publishingCopy } from "../copy";

const c = publishingCopy.connect;

/** Read once, when the platform sends the browser back to /accounts?connected=… or ?connect_error=…; the address is then cleaned. */
function readReturn(): { ok: boolean; message: string } | null {
  if (typeof window === "undefined") return null;
  const params = new URLSearchParams(window.location.search);
  const error = params.get("connect_error");
  const connected = params.get("connected");
  if (!error && !connected) return null;
  window.history.replaceState(null, "", window.location.pathname);
  return error ? { ok: false, message: error } : { ok: true, message: c.oauthConnected };
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
