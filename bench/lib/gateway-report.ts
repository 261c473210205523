/**
 * The parts of the gateway section that come from other runs: an earlier build's run of bench/gateway.ts (kept under
 * a label), the CPU profiles of bench/profile-gateway.ts, and what is known about Portkey's streamed path on Node.
 */
import { readFigures, type Figure } from "./results";

/** The figure-key form of a run label ("before the hot-path changes" → "before-the-hot-path-changes"). */
export const slug = (label: string) => label.replace(/\W+/g, "-");

const when = (f: Figure) => `${f.measuredAt.slice(0, 16).replace("T", " ")} UTC, load ${f.load.split(",")[0]}`;

/** Our row from the labelled run of an earlier build, if there is one. */
export function earlierRows(measure: string, key: string, label: string): (string | number)[][] {
  const all = readFigures();
  const f = (name: string) => all[`gateway.${slug(label)}.${key}.ours.${name}`];
  const p50 = f("overhead.p50");
  if (!p50) return [];
  return [[measure, `Content Studio gateway, ${label} (run of ${when(p50)})`, "", "", p50.value.toFixed(2), f("overhead.p99")?.value.toFixed(2) ?? "", f("cpu_us")?.value ?? "", ""]];
}

/** Per-call self time of the profile's largest remaining parts (recorded by bench/profile-gateway.ts). */
function remaining(all: Record<string, Figure>): string {
  const parts = Object.entries(all)
    .filter(([k]) => k.startsWith("profile.gateway.part."))
    .sort((a, b) => b[1].value - a[1].value)
    .map(([k, f]) => `${k.slice("profile.gateway.part.".length)} ${f.value} µs`);
  return parts.join(", ");
}

/** Before/after in words, and what the profile says is left, written from the recorded figures. */
export function profileComparison(label: string, overheadNow: number, cpuNow: number, portkeyCpuNow: number): string {
  const all = readFigures();
  const before = (k: string) => all[`gateway.${slug(label)}.whole.${k}`]?.value;
  const profileBefore = all[`profile.gateway.${slug(label)}.cpu_us`]?.value;
  const profileNow = all["profile.gateway.cpu_us"]?.value;
  const jsBefore = all[`profile.gateway.${slug(label)}.js_us`]?.value;
  const jsNow = all["profile.gateway.js_us"]?.value;
  const lines: string[] = [];
  if (before("ours.overhead.p50") !== undefined) {
    lines.push(
      `Before and after the hot-path changes (docs/decisions/017-gateway-hot-path.md), this benchmark on the build before them (BENCH_LABEL="${label}"): ` +
        `overhead p50 ${before("ours.overhead.p50")!.toFixed(2)} → ${overheadNow.toFixed(2)} ms, gateway CPU per call ${before("ours.cpu_us")} → ${cpuNow} µs ` +
        `(Portkey in the same runs: ${before("portkey.cpu_us")} and ${portkeyCpuNow} µs; the machine's load moves both, so the ratio is the fairer ` +
        `comparison: ours ÷ Portkey ${(before("ours.cpu_us")! / before("portkey.cpu_us")!).toFixed(2)}× before, ${(cpuNow / portkeyCpuNow).toFixed(2)}× after).`,
    );
  }
  if (profileBefore !== undefined && profileNow !== undefined) {
    lines.push(
      `Sampled main-thread CPU per call in the CPU profile (bench/profile-gateway.ts, sections "Profile of the gateway call"): ${profileBefore} µs before, ${profileNow} µs after` +
        (jsBefore !== undefined && jsNow !== undefined ? `; outside native code (socket writes, which swell with the machine's load): ${jsBefore} → ${jsNow} µs.` : "."),
    );
  }
  const left = remaining(all);
  if (left) {
    lines.push(
      `What the profile says remains, self time per call: ${left}. Most of it is the two HTTP exchanges every gateway pays (parsing the client's request, ` +
        `the socket writes of the answer and of the upstream request, undici's fetch) rather than our code.`,
    );
  }
  lines.push(
    `On this 2-core machine the load generator, the fake upstream and both gateways share the cores, so each call's latency includes waiting for a core; ` +
      `the gateway CPU per call, from each process's own counters, is the comparison that does not depend on that: ours ÷ Portkey ${(cpuNow / portkeyCpuNow).toFixed(2)}×.`,
  );
  return lines.join(" ");
}

/**
 * Why Portkey's streamed call fails on Node (found by running its node build by hand with the benchmark's request
 * and reading build/start-server.js); written only when the failure is seen in the run.
 */
export function portkeyStreamFailure(version: string, nodeServerVersion: string, error: string): string {
  return (
    `Portkey ${version} answered the streamed call with an error in this run (${error.replace(/\s+/g, " ")}), so the streamed rows have no Portkey figure. ` +
    `The request is not at fault (the same body and headers stream from the upstream directly, and Portkey answers the non-streamed one): its node build serves ` +
    `through @hono/node-server (${nodeServerVersion} here), whose serve() replaces the global Response with a lightweight class, and Portkey wraps the upstream's stream as ` +
    `new Response(stream, upstreamResponse). With a stream body the lightweight Response keeps init.headers as it is, i.e. the upstream fetch response's own ` +
    `Headers object, whose guard is "immutable"; Portkey's next step (updateHeaders, adding x-portkey-last-used-option-index and its other headers) ` +
    `calls headers.append on it, which throws TypeError: immutable, and its error handler answers 500. This happens on Node whatever the request; ` +
    `on Cloudflare Workers (Portkey's main target) the platform Response copies the headers. Its streaming transform also holds back the first event ` +
    `for 25 ms (a setTimeout before the first chunk for every provider but Bedrock), so a working Portkey would add at least 25 ms to the time to first token.`
  );
}
