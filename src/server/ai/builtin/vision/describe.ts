/** Turns measurements into plain-language notes and the visual lines a post can use. */
import type { Rng } from "../prng";
import { joinList } from "../text/format";
import { COLOUR_MOOD } from "./colours";
import type { ImageMeasure } from "./measure";

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function describeImage(m: ImageMeasure, index: number): string {
  const colours = m.colours.map((c) => `${c.name} (${pct(c.share)})`);
  const article = m.orientation === "landscape" ? "A landscape" : m.orientation === "portrait" ? "A portrait" : "A square";
  const light = m.brightnessLabel === "balanced" ? "evenly lit" : m.brightnessLabel;
  const palette = m.temperature === "neutral" ? "balanced" : m.temperature;
  const texture = m.detail === "smooth" ? "smooth and minimal" : m.detail === "detailed" ? "rich in fine detail" : "moderately detailed";
  const brightest = m.brightestArea ? ` The brightest area sits at the ${m.brightestArea}.` : "";
  return (
    `Image ${index + 1}: ${article} image, ${m.width} × ${m.height} px (${m.aspectRatio}), dominated by ${joinList(colours)}. ` +
    `Overall it is ${light}, with ${m.contrastLabel} contrast and ${m.saturationLabel} color. ` +
    `The palette feels ${palette}, and the texture is ${texture}.${brightest}`
  );
}

export interface VisualVocabulary {
  colourWords: string[];
  adjectives: string[];
  feelings: string[];
  mood: string;
}

export function visualVocabulary(m: ImageMeasure): VisualVocabulary {
  const families = [...new Set(m.colours.map((c) => c.family))];
  const adjectives = families.map((f) => COLOUR_MOOD[f].adjective);
  const feelings = [...new Set(families.map((f) => COLOUR_MOOD[f].feeling))];
  const mood = m.brightnessLabel === "dark" ? "moody" : m.brightnessLabel === "bright" ? "light-filled" : m.saturationLabel === "vivid" ? "vibrant" : "relaxed";
  return { colourWords: m.colours.map((c) => c.name), adjectives, feelings, mood };
}

/** Opening lines that describe what the picture feels like. */
export function visualHooks(v: VisualVocabulary): string[] {
  const [c1, c2] = v.colourWords;
  const colours = c2 ? `${c1} and ${c2}` : c1;
  return [
    `${colours.charAt(0).toUpperCase() + colours.slice(1)}, and a ${v.mood} feel that's hard to scroll past.`,
    `Some pictures say it all. This one says ${v.feelings[0]}.`,
    `All that ${c1} sets the tone: ${v.adjectives[0]}, ${v.mood} and full of ${v.feelings[0]}.`,
    `A little ${v.feelings[0]} for your feed today.`,
  ];
}

export function visualLine(v: VisualVocabulary, rng: Rng): string {
  const [c1, c2] = v.colourWords;
  return rng.pick([
    c2 ? `The ${c1} and ${c2} tones bring a sense of ${joinList(v.feelings.slice(0, 2))}.` : `The ${c1} tones bring a sense of ${v.feelings[0]}.`,
    `It's ${v.adjectives[0]} and ${v.mood}, exactly the mood we wanted to share.`,
    `Every shade here feels ${v.adjectives[0]}, and that's the point.`,
  ]);
}
