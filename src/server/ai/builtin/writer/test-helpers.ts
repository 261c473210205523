/** Shared fixtures for the writer's tests. */
import { builtinDirective, type BuiltinDirective } from "../directive";
import { runWriter } from "./run";

export const LAUNCH =
  "We just launched our new analytics dashboard. It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead within the first month. Try it free for 14 days at https://example.com/dashboard.";
export const REMOTE =
  "Remote work is here to stay. Small teams that embrace remote work gain access to a wider talent pool, but they also need clear communication habits. Async updates, written decisions and regular video check-ins keep everyone aligned. The best remote teams document everything.";
export const BRIEF = "benefits of email marketing for local bakeries";

export function write(d: BuiltinDirective, user: string, template = "Write a post about the following."): string {
  return runWriter({ system: `${template}\n${builtinDirective(d)}`, user });
}

export const words = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
export const EMOJI = /\p{Extended_Pictographic}/u;
