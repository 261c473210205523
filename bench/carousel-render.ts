/**
 * Carousel render (issue 27 point 2): time to render a 10-slide carousel (10 PNG slides through satori and resvg,
 * then the PDF with pdf-lib) in the brand kit, and the process's resident memory while doing it. The renderer is
 * the server's own module (src/server/features/visuals/graphics.ts) run in this process, as a request runs it in
 * the server's: the RSS figure is this Node process's (the server's code with nothing else loaded: no HTTP, no
 * database), sampled every 10 ms. One warm-up render (fonts loaded, code compiled), then RUNS measured renders.
 *
 *   node --import tsx bench/carousel-render.ts
 */
import sharp from "sharp";
import { renderGraphic, slidesPdf, splitSlides, type Kit } from "../src/server/features/visuals/graphics";
import { recordFigures, table, writeSection } from "./lib/results";

const RUNS = 5;
const SECTION = "Carousel render (10 slides, PNG + PDF)";
const MB = 1024 * 1024;

const paragraph = (i: number) =>
  `Tip ${i}: keep every slide to one idea, in a short sentence people can read at a glance while they swipe through the carousel.`;
const TEXT = Array.from({ length: 10 }, (_, i) => paragraph(i + 1)).join("\n\n");

async function renderOnce(kit: Kit) {
  const slides = splitSlides(TEXT);
  if (slides.length !== 10) throw new Error(`expected 10 slides, got ${slides.length}`);
  const started = performance.now();
  const pngs: Buffer[] = [];
  for (const [i, text] of slides.entries()) pngs.push(await renderGraphic(kit, { text, kind: "carousel", index: i + 1, total: slides.length }, "4:5"));
  const pngMs = performance.now() - started;
  const pdf = await slidesPdf(pngs, "4:5", "Tips", kit.primaryColor);
  const totalMs = performance.now() - started;
  return { pngMs, pdfMs: totalMs - pngMs, totalMs, pngBytes: pngs.reduce((s, p) => s + p.byteLength, 0), pdfBytes: pdf.byteLength };
}

async function main() {
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
  const kit: Kit = { primaryColor: "#e11d48", secondaryColor: "#0f172a", backgroundColor: "#fef3c7", font: "inter", logo };
  await renderOnce(kit);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const runs: Awaited<ReturnType<typeof renderOnce>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await renderOnce(kit));
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const sorted = (f: (r: (typeof runs)[number]) => number) => runs.map(f).sort((a, b) => a - b);
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)];
  const total = sorted((r) => r.totalMs);
  const figures = {
    "carousel.render_ms_p50": Math.round(median(total)),
    "carousel.render_ms_max": Math.round(total[total.length - 1]),
    "carousel.png_ms_p50": Math.round(median(sorted((r) => r.pngMs))),
    "carousel.pdf_ms_p50": Math.round(median(sorted((r) => r.pdfMs))),
    "carousel.rss_baseline_mb": Math.round(baseline / MB),
    "carousel.rss_peak_mb": Math.round(peak / MB),
  };
  recordFigures(figures);
  const body = [
    `${RUNS} renders of a 10-slide 1080 × 1350 carousel in a brand kit with a logo (after one warm-up): the 10 PNG slides (satori → resvg) then the PDF (pdf-lib, one page per slide).`,
    "",
    table(
      ["step", "median (ms)"],
      [
        ["10 PNG slides", String(figures["carousel.png_ms_p50"])],
        ["PDF of the 10 slides", String(figures["carousel.pdf_ms_p50"])],
        ["whole carousel", `${figures["carousel.render_ms_p50"]} (slowest ${figures["carousel.render_ms_max"]})`],
      ],
    ),
    "",
    `Resident memory of the rendering process: ${figures["carousel.rss_baseline_mb"]} MB before, ${figures["carousel.rss_peak_mb"]} MB at its peak while rendering (sampled every 10 ms). Output: ${Math.round(runs[0].pngBytes / 1024)} KB of PNGs and a ${Math.round(runs[0].pdfBytes / 1024)} KB PDF.`,
    "",
    "What the figures do not show: storing the files (storage driver, quota rows) and the HTTP round trip of POST /api/visuals/graphics; the renderer runs in this benchmark's process rather than a running server, so the RSS is the renderer's own with Node, not a server's with its caches.",
  ].join("\n");
  writeSection(SECTION, body);
  console.log(body);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
