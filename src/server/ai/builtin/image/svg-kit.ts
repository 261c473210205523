/** Tiny SVG building helpers for the procedural scenes. */
import type { Rng } from "../prng";

export interface Canvas {
  w: number;
  h: number;
  colours: string[];
  rng: Rng;
  defs: string[];
  /** A unique id for a definition in this image. */
  id(prefix: string): string;
}

export function createCanvas(w: number, h: number, colours: string[], rng: Rng): Canvas {
  let n = 0;
  return { w, h, colours, rng, defs: [], id: (prefix) => `${prefix}${n++}` };
}

const f = (v: number) => Number(v.toFixed(1));

export function linearGradient(c: Canvas, stops: string[], angle = 90): string {
  const id = c.id("lg");
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  const s = stops.map((col, i) => `<stop offset="${f(i / Math.max(1, stops.length - 1))}" stop-color="${col}"/>`).join("");
  c.defs.push(`<linearGradient id="${id}" x1="${f(0.5 - x)}" y1="${f(0.5 - y)}" x2="${f(0.5 + x)}" y2="${f(0.5 + y)}">${s}</linearGradient>`);
  return `url(#${id})`;
}

export function radialGradient(c: Canvas, inner: string, outer: string, outerOpacity = 0): string {
  const id = c.id("rg");
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export function blur(c: Canvas, deviation: number): string {
  const id = c.id("bl");
  c.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(deviation)}"/></filter>`);
  return `url(#${id})`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
}

/** A filled band under a wavy line: y(x) = base + sum of sines, closed to the bottom edge. */
export function waveBand(c: Canvas, base: number, amp: number, freq: number, phase: number, fill: string, extra = ""): string {
  const steps = 64;
  const pts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (c.w * i) / steps;
    const t = (i / steps) * Math.PI * 2 * freq + phase;
    const y = base + amp * Math.sin(t) + amp * 0.35 * Math.sin(t * 2.3 + phase * 1.7);
    pts.push(`${f(x)},${f(y)}`);
  }
  return `<path d="M0,${c.h} L${pts.join(" L")} L${c.w},${c.h} Z" fill="${fill}" ${extra}/>`;
}

/** A closed organic blob around a centre. */
export function blob(c: Canvas, cx: number, cy: number, r: number, fill: string, extra = ""): string {
  const n = 8;
  const radii = Array.from({ length: n }, () => r * (0.75 + c.rng.next() * 0.5));
  const pt = (i: number) => {
    const a = (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * radii[i % n], cy + Math.sin(a) * radii[i % n]];
  };
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x0, y0] = pt(i);
    const [x1, y1] = pt(i + 1);
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    d += i === 0 ? `M${f(mx)},${f(my)} ` : "";
    const [x2, y2] = pt(i + 2);
    d += `Q${f(x1)},${f(y1)} ${f((x1 + x2) / 2)},${f((y1 + y2) / 2)} `;
  }
  return `<path d="${d}Z" fill="${fill}" ${extra}/>`;
}

export function svgDocument(c: Canvas, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">` +
    `<defs>${c.defs.join("")}</defs>${body.join("")}</svg>`
  );
}

/** Darkened edges, clear centre: a little depth for any scene. */
export function vignette(c: Canvas, strength = 0.3): string {
  const id = c.id("vg");
  c.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${strength}"/></radialGradient>`,
  );
  return rect(0, 0, c.w, c.h, `url(#${id})`);
}
