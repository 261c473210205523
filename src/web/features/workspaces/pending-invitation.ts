/**
 * An invitation a signed-out visitor chose to accept after signing up or in (issue 25): kept in this browser until
 * the shell, signed in, accepts it. It survives the detour through sign-up, the mailed confirmation and sign-in.
 */
const KEY = "cs.pendingInvitation";

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused: the visitor can open the mailed link again once signed in.
  }
}

export function takePendingInvitation(): string | null {
  try {
    const token = localStorage.getItem(KEY);
    if (token) localStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}
