/** A colour palette for a procedural image: from theme and colour words in the prompt, or from the seed. */
import type { Rng } from "../prng";

export type SceneKind = "landscape" | "mountains" | "waves" | "blobs" | "grid" | "rings" | "space" | "city" | "stripes";

export interface Palette {
  /** Five colours, roughly dark to light. */
  colours: string[];
  /** The scene the prompt suggests, if any. */
  scene: SceneKind | null;
  /** Where the palette came from, for the response metadata. */
  source: string;
}

const THEMES: ReadonlyArray<[RegExp, string[], SceneKind, string]> = [
  [/\b(sunset|sunrise|dusk|dawn|golden hour|twilight)\b/i, ["#5b2a86", "#c0392b", "#ff5e62", "#ff9966", "#ffd194"], "landscape", "sunset"],
  [/\b(ocean|sea|beach|waves?|surf|water|lake|river|coast|marine|underwater)\b/i, ["#03256c", "#1768ac", "#2541b2", "#06bee1", "#e8f1f2"], "waves", "ocean"],
  [
    /\b(forest|nature|jungle|trees?|leaf|leaves|garden|plants?|woods|meadow|eco|green energy)\b/i,
    ["#081c15", "#1b4332", "#2d6a4f", "#52b788", "#d8f3dc"],
    "landscape",
    "forest",
  ],
  [/\b(night|space|galaxy|stars?|cosmic|moon|universe|planet|astronaut)\b/i, ["#0b0c2a", "#1d1e4e", "#4b3f72", "#a663cc", "#f7e8ff"], "space", "night sky"],
  [/\b(desert|sand|dunes?|canyon|safari)\b/i, ["#7f5539", "#9c6644", "#c2956b", "#e0b084", "#fdf0d5"], "landscape", "desert"],
  [/\b(snow|winter|ice|frost|arctic|christmas|holiday)\b/i, ["#3d5a80", "#5c6b73", "#9db4c0", "#c2dfe3", "#f8fbff"], "mountains", "winter"],
  [/\b(autumn|fall|harvest|pumpkin|thanksgiving)\b/i, ["#582f0e", "#7f4f24", "#bc6c25", "#dda15e", "#fefae0"], "blobs", "autumn"],
  [/\b(city|urban|skyline|buildings?|street|downtown|metropolis)\b/i, ["#14213d", "#3a506b", "#5bc0be", "#fca311", "#e5e5e5"], "city", "city"],
  [/\b(neon|cyber\w*|synthwave|retro|arcade|80s|vaporwave)\b/i, ["#0d0221", "#7b2cbf", "#ff00a0", "#00f0ff", "#f9f871"], "grid", "neon"],
  [/\b(coffee|cafe|café|chocolate|bakery|bread|latte|espresso)\b/i, ["#3e2723", "#6d4c41", "#a1887f", "#d7ccc8", "#fff3e0"], "blobs", "coffee"],
  [/\b(pastel|soft|dreamy|baby|gentle)\b/i, ["#b8c0ff", "#c1e1ff", "#ffd6e0", "#d4f0c0", "#fff1b6"], "blobs", "pastel"],
  [/\b(luxury|gold|golden|elegant|premium|jewelry|jewellery)\b/i, ["#111111", "#2b2b2b", "#8c6d1f", "#d4af37", "#f5e6a8"], "rings", "gold"],
  [/\b(mountains?|hills?|valley|alps|hiking|peaks?)\b/i, ["#1b263b", "#2b4162", "#385f71", "#d7b377", "#f5f0f6"], "mountains", "mountains"],
  [/\b(flowers?|floral|bloom|roses?|blossom|spring|petals?)\b/i, ["#6a994e", "#fb6f92", "#ff8fab", "#ffc2d1", "#fff0f3"], "blobs", "floral"],
  [/\b(fire|flame|energy|power|hot|summer)\b/i, ["#370617", "#9d0208", "#e85d04", "#faa307", "#ffe8a3"], "waves", "fire"],
  [/\b(tech|technology|digital|data|ai|software|abstract|futur\w*|network)\b/i, ["#03045e", "#0077b6", "#00b4d8", "#90e0ef", "#caf0f8"], "grid", "tech"],
  [/\b(minimal|minimalist|clean|simple|modern)\b/i, ["#22223b", "#4a4e69", "#9a8c98", "#c9ada7", "#f2e9e4"], "stripes", "minimal"],
];

const COLOUR_WORDS: ReadonlyArray<[RegExp, number, number]> = [
  [/\bred\b/i, 0, 0.75],
  [/\borange\b/i, 28, 0.85],
  [/\byellow\b/i, 50, 0.9],
  [/\bgreen\b/i, 130, 0.55],
  [/\bteal|turquoise\b/i, 175, 0.6],
  [/\bblue\b/i, 215, 0.7],
  [/\bpurple|violet\b/i, 275, 0.55],
  [/\bpink\b/i, 330, 0.75],
  [/\bbrown\b/i, 25, 0.45],
];

export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function shades(hue: number, sat: number): string[] {
  return [0.18, 0.32, 0.48, 0.66, 0.86].map((l) => hsl(hue, sat, l));
}

export function paletteFor(prompt: string, rng: Rng): Palette {
  const theme = THEMES.find(([re]) => re.test(prompt));
  const colourHits = COLOUR_WORDS.filter(([re]) => re.test(prompt));
  if (colourHits.length > 0) {
    const [a, b] = colourHits;
    const first = shades(a[1], a[2]);
    const colours = b ? [first[0], first[2], ...shades(b[1], b[2]).slice(2, 4), first[4]] : first;
    return { colours, scene: theme?.[2] ?? null, source: colourHits.map(([re]) => re.source.replace(/\\b/g, "")).join(", ") };
  }
  if (theme) return { colours: theme[1], scene: theme[2], source: theme[3] };
  // No colour words: a harmony around a seeded hue.
  const hue = rng.int(0, 359);
  const scheme = rng.pick([30, 150, 180, 120]);
  const sat = 0.45 + rng.next() * 0.35;
  const colours = [
    hsl(hue, sat, 0.18),
    hsl(hue, sat, 0.38),
    hsl((hue + scheme) % 360, sat, 0.55),
    hsl((hue + scheme / 2) % 360, sat * 0.9, 0.72),
    hsl(hue, sat * 0.5, 0.92),
  ];
  return { colours, scene: null, source: "seed" };
}

/** The same palette nudged in hue and order so sibling images do not look identical. */
export function varyPalette(p: Palette, rng: Rng, index: number): string[] {
  if (index === 0) return p.colours;
  const c = [...p.colours];
  // Swap two of the middle colours and occasionally reverse, keeping dark and light anchors meaningful.
  const i = 1 + (index % 3);
  const j = 1 + ((index + 1) % 3);
  [c[i], c[j]] = [c[j], c[i]];
  return rng.chance(0.3) ? [...c].reverse() : c;
}
