/** Composes a procedural scene for a prompt and rasterises it to PNG with resvg. */
import { Resvg } from "@resvg/resvg-js";
import { createRng, hashString } from "../prng";
import { paletteFor, varyPalette, type SceneKind } from "./palette";
import { blobs, grid, rings, stripes } from "./scenes-abstract";
import { city, landscape, mountains, space, waves } from "./scenes-nature";
import { createCanvas, svgDocument, vignette, type Canvas } from "./svg-kit";

const SCENES: Record<SceneKind, (c: Canvas) => string[]> = { landscape, mountains, waves, blobs, grid, rings, space, city, stripes };
const ORDER: SceneKind[] = ["blobs", "waves", "landscape", "grid", "rings", "stripes", "mountains", "space", "city"];
// Scenes that go with a theme, so the 2nd..4th image of "ocean" stay on theme while looking different.
const RELATED: Partial<Record<SceneKind, SceneKind[]>> = {
  landscape: ["mountains", "waves", "blobs"],
  mountains: ["landscape", "waves", "stripes"],
  waves: ["blobs", "landscape", "rings"],
  space: ["rings", "blobs", "waves"],
  city: ["grid", "stripes", "landscape"],
  grid: ["stripes", "rings", "city"],
  blobs: ["waves", "rings", "stripes"],
  rings: ["blobs", "stripes", "grid"],
  stripes: ["grid", "blobs", "rings"],
};

export interface SceneInfo {
  svg: string;
  scene: SceneKind;
  palette: string[];
  paletteSource: string;
}

/** The SVG for image `index` of a prompt; a different seed per index makes sibling images differ. */
export function sceneSvg(prompt: string, width: number, height: number, seed: number, index: number): SceneInfo {
  const rng = createRng(hashString(`${prompt}\u0000${index}`, seed));
  const palette = paletteFor(prompt, createRng(hashString(prompt, seed)));
  let scene: SceneKind;
  if (palette.scene) scene = index === 0 ? palette.scene : (RELATED[palette.scene] ?? ORDER)[(index - 1) % 3];
  else scene = ORDER[(hashString(prompt, seed) + index) % ORDER.length];
  const colours = varyPalette(palette, rng, index);
  const canvas = createCanvas(width, height, colours, rng);
  const body = SCENES[scene](canvas);
  // A soft vignette gives every scene some depth.
  body.push(vignette(canvas));
  return { svg: svgDocument(canvas, body), scene, palette: colours, paletteSource: palette.source };
}

export function renderPng(svg: string): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false }, background: "#ffffff" });
  return new Uint8Array(resvg.render().asPng());
}
