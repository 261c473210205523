/** Naming colours: RGB → HSL → a named bucket such as "deep blue" or "warm orange". */
export type ColourFamily = "red" | "orange" | "brown" | "yellow" | "olive" | "green" | "teal" | "blue" | "purple" | "pink" | "black" | "grey" | "white";

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function rgbToHsl(r: number, g: number, b: number): Hsl {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === R) h = ((G - B) / d) % 6;
  else if (max === G) h = (B - R) / d + 2;
  else h = (R - G) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: Math.min(1, s), l };
}

export function family({ h, s, l }: Hsl): ColourFamily {
  if (l < 0.1) return "black";
  if (l > 0.94) return "white";
  if (s < 0.14 || (s < 0.22 && (l < 0.2 || l > 0.85))) return l < 0.25 ? "black" : l > 0.85 ? "white" : "grey";
  if (h < 12 || h >= 345) return l < 0.32 && s < 0.7 ? "brown" : l > 0.75 ? "pink" : "red";
  if (h < 42) return l < 0.38 || (s < 0.45 && l < 0.6) ? "brown" : "orange";
  if (h < 66) return l < 0.35 ? "olive" : "yellow";
  if (h < 160) return "green";
  if (h < 195) return "teal";
  if (h < 252) return "blue";
  if (h < 290) return "purple";
  return "pink";
}

type Band = "dark" | "mid" | "vivid" | "light";

function band({ s, l }: Hsl): Band {
  if (l < 0.3) return "dark";
  if (l > 0.72) return "light";
  if (s > 0.6 && l >= 0.35 && l <= 0.65) return "vivid";
  return "mid";
}

const NAMES: Partial<Record<ColourFamily, Record<Band, string>>> = {
  red: { dark: "deep red", mid: "brick red", vivid: "bright red", light: "soft red" },
  orange: { dark: "burnt orange", mid: "warm orange", vivid: "warm orange", light: "peach" },
  brown: { dark: "dark brown", mid: "warm brown", vivid: "warm brown", light: "sand" },
  yellow: { dark: "mustard", mid: "golden yellow", vivid: "golden yellow", light: "pale yellow" },
  olive: { dark: "olive", mid: "olive", vivid: "olive", light: "olive" },
  green: { dark: "forest green", mid: "leafy green", vivid: "fresh green", light: "mint green" },
  teal: { dark: "deep teal", mid: "teal", vivid: "turquoise", light: "aqua" },
  blue: { dark: "deep blue", mid: "royal blue", vivid: "bright blue", light: "sky blue" },
  purple: { dark: "deep purple", mid: "violet", vivid: "vivid purple", light: "lavender" },
  pink: { dark: "plum", mid: "rose pink", vivid: "hot pink", light: "soft pink" },
};

export function colourName(hsl: Hsl): { name: string; family: ColourFamily } {
  const f = family(hsl);
  if (f === "black") return { name: "black", family: f };
  if (f === "white") return { name: "white", family: f };
  if (f === "grey") return { name: hsl.l < 0.4 ? "charcoal grey" : hsl.l > 0.7 ? "light grey" : "grey", family: f };
  return { name: NAMES[f]?.[band(hsl)] ?? f, family: f };
}

export const WARM_FAMILIES: ReadonlySet<ColourFamily> = new Set(["red", "orange", "brown", "yellow", "pink"]);
export const COOL_FAMILIES: ReadonlySet<ColourFamily> = new Set(["green", "teal", "blue", "purple"]);

/** The feeling a colour family usually carries in marketing imagery. */
export const COLOUR_MOOD: Record<ColourFamily, { adjective: string; feeling: string }> = {
  red: { adjective: "bold", feeling: "energy" },
  orange: { adjective: "warm", feeling: "enthusiasm" },
  brown: { adjective: "earthy", feeling: "comfort" },
  yellow: { adjective: "sunny", feeling: "optimism" },
  olive: { adjective: "natural", feeling: "calm" },
  green: { adjective: "fresh", feeling: "growth" },
  teal: { adjective: "calm", feeling: "clarity" },
  blue: { adjective: "cool", feeling: "trust" },
  purple: { adjective: "creative", feeling: "imagination" },
  pink: { adjective: "playful", feeling: "joy" },
  black: { adjective: "sleek", feeling: "confidence" },
  grey: { adjective: "understated", feeling: "focus" },
  white: { adjective: "clean", feeling: "simplicity" },
};
