/**
 * A signed-in user's HTTP client through the load balancer: every call is recorded as a Sample, a network error
 * or timeout becomes a status string instead of an exception, and an expired session signs in again.
 */
import type { Ledger } from "./ledger";

export interface Answer<T = unknown> {
  status: number | string;
  ok: boolean;
  body: T;
}

export interface ClientOptions {
  base: string;
  ledger: Ledger;
  timeoutMs: number;
}

export class Client {
  token = "";
  constructor(
    private readonly opts: ClientOptions,
    readonly email: string,
    readonly password: string,
  ) {}

  async signIn(): Promise<boolean> {
    const res = await this.call<{ access_token?: string }>(
      "sign-in",
      "POST",
      "/api/auth/token?grant_type=password",
      { email: this.email, password: this.password },
      { anonymous: true },
    );
    if (res.ok && res.body.access_token) this.token = res.body.access_token;
    return res.ok;
  }

  async call<T = Record<string, unknown>>(
    action: string,
    method: string,
    path: string,
    body?: unknown,
    options: { anonymous?: boolean; form?: FormData; record?: boolean } = {},
  ): Promise<Answer<T>> {
    const at = Date.now();
    const headers: Record<string, string> = {};
    if (!options.anonymous && this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    let answer: Answer<T>;
    try {
      const res = await fetch(`${this.opts.base}${path}`, {
        method,
        headers,
        body: options.form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON (a balancer's 503 page) */
      }
      answer = { status: res.status, ok: res.ok, body: parsed as T };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      const status = e.name === "TimeoutError" ? "timeout" : (e.cause?.code ?? e.name ?? "network");
      answer = { status, ok: false, body: null as T };
    }
    if (options.record !== false) this.opts.ledger.samples.push({ at, ms: Date.now() - at, action, status: answer.status, ok: answer.ok });
    if (answer.status === 401 && !options.anonymous && action !== "sign-in") {
      // The access token expired during a long run: sign in again (the next call uses the new token).
      await this.signIn();
    }
    return answer;
  }
}
