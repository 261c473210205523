/**
 * What the simulated users saw: every request (its time, action, outcome) and every write the server
 * acknowledged, with the writes whose outcome is unknown (no answer, or a 5xx after the request may have been
 * applied). The checker compares it with what is stored; the report reads the requests.
 */
export interface Sample {
  /** ms since the epoch when the request started, and how long it took. */
  at: number;
  ms: number;
  action: string;
  /** The HTTP status, or the name of a network error ("timeout", "ECONNRESET", ...). */
  status: number | string;
  ok: boolean;
}

/** One version of a note's text: acknowledged (2xx) or of unknown outcome. */
export interface NoteVersion {
  id: string;
  content: string;
  acked: boolean;
  /** Order of the attempts on this note (one user edits a note at a time, so attempts never overlap). */
  seq: number;
}

export interface Ledger {
  samples: Sample[];
  history: { id: string; content: string }[];
  notes: NoteVersion[];
  uploads: { id: string; path: string }[];
  posts: { id: string; dueAt: string }[];
  /** Acknowledged password-recovery requests: each must leave exactly one mail. */
  recovers: { email: string; at: number }[];
  /** Acknowledged sign-ups (confirmed): each left one confirmation mail. */
  signups: { email: string }[];
}

export function emptyLedger(): Ledger {
  return { samples: [], history: [], notes: [], uploads: [], posts: [], recovers: [], signups: [] };
}
