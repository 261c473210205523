/** Turns measurements into plain-language notes and the visual lines a post can use. */
import type { Rng } from "../prng";
import { joinList } from "../text/format";
import { COLOUR_MOOD } from "./colours";
import type { ImageMeasure } from "./measure";

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
