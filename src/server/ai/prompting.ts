/**
 * Prompt assembly (DESIGN §8): the prompt template, the content type's guidance, additional context and the
 * brand make the system prompt; the material (the user's text) is the user message.
 *
 * Provider models get the full written brief. The built-in writer gets its directive line (task, content type,
 * brand, additional context) plus only the user's own template: it mines those for hints (platform, tone, length),
 * and our generic guidance would read to it like the user's wishes.
 */
import type { ContentType } from "@/shared/content-types";
import { GENERATION } from "@/shared/constants";
import { languageLabel } from "@/shared/languages";
import { REPURPOSE_TARGETS, type RepurposeTargetId } from "@/shared/repurpose-targets";
import { HEADLINE_FORMULAS, HEADLINES, SEO_LIMITS } from "@/shared/seo-limits";
import { builtinDirective, type BuiltinDirective, type BuiltinExpandMode, type BuiltinTask } from "./directive";
import { toBuiltinBrand, type BrandContext } from "./brand-context";
import { voiceLines } from "./brand-voice";
import { CONTENT_GUIDANCE, CONTENT_TYPE_NAMES } from "./content-guidance";

export interface PromptSpec {
  task: BuiltinTask;
  contentType: ContentType;
  /** The user's prompt template (prompt_text). */
  template?: string;
  additionalContext?: string;
  brand?: BrandContext | null;
  mode?: BuiltinExpandMode;
  count?: number;
  /** Adjustment notes. */
  notes?: string;
  /** Asks for a different take on the same input (alternatives top-up). */
  variant?: number;
  /** Images attached to the user message (analyze-image). */
  imageCount?: number;
  /** The output language code (src/shared/languages.ts); absent: English. */
  language?: string;
  /** Repurpose: the targets to write, in order. */
  targets?: RepurposeTargetId[];
  /** Visuals: the aspect ratio for the draft's platform. */
  aspect?: string;
}

export interface BuiltPrompt {
  system: string;
  prompt: string;
}

const ROLE = "You are an expert marketing copywriter who writes clear, specific, on-brand content for marketers, founders and creators.";
/** Tasks whose answer is JSON with a schema (structured output); the others answer plain content. */
const STRUCTURED_TASKS = new Set<BuiltinTask>(["alternatives", "topics", "ideas", "repurpose", "headlines", "seo", "visuals"]);
/** Tasks about the text itself rather than a piece of a content type: no format guidance. */
const NO_FORMAT_TASKS = new Set<BuiltinTask>(["topics", "repurpose", "headlines", "seo", "visuals"]);
const PLAIN_OUTPUT = "Answer with the content only: no preamble, no explanation of what you did, no code fences.";

function taskInstructions(spec: PromptSpec): string {
  const kind = CONTENT_TYPE_NAMES[spec.contentType];
  switch (spec.task) {
    case "alternatives":
      return [
        `Write ${spec.count ?? GENERATION.alternatives.default} alternative versions of the user's text as a ${kind}.`,
        "Each version must stand on its own and differ from the others in angle, hook or structure, while keeping the core message.",
        'Answer with JSON only: {"alternatives": ["first version", "second version"]}. Do not number or label the versions.',
      ].join(" ");
    case "adjust":
      return [
        `Revise the user's ${kind} according to these adjustment notes: "${spec.notes ?? ""}".`,
        "Change what the notes ask for and keep everything else (facts, links, names, structure) as it is.",
        `Answer with the revised ${kind} only.`,
      ].join(" ");
    case "expand": {
      const [min, max] = GENERATION.expansionSentences[spec.mode ?? "medium"];
      return [
        `Expand the user's content to ${min} to ${max} sentences in total.`,
        "Keep its meaning, voice and key points; add useful detail, an example or context rather than filler.",
      ].join(" ");
    }
    case "topics":
      return [
        `Find up to ${spec.count ?? GENERATION.topicCount} distinct topics in the user's notes, each of which could become a piece of content.`,
        'Answer with JSON only: {"topics": [{"topic": "a short title", "details": "one or two sentences on the angle and key points"}]}.',
      ].join(" ");
    case "ideas":
      return [
        `Suggest ${spec.count ?? GENERATION.ideas.default} distinct ideas for a ${kind}, in the style and on the subjects of the example posts, following the user's prompt.`,
        "Each idea is one or two sentences a writer could turn into a post.",
        'Answer with JSON only: {"ideas": ["First idea", "Second idea"]}.',
      ].join(" ");
    case "repurpose":
      return repurposeInstructions(spec.targets ?? []);
    case "headlines":
      return [
        `Write ${spec.count ?? HEADLINES.default} distinct headlines for the user's ${kind}, each at most ${HEADLINES.maxChars} characters.`,
        `Label each with the formula it uses, one of: ${HEADLINE_FORMULAS.join(", ")}; use as many different formulas as you can.`,
        'Answer with JSON only: {"headlines": [{"text": "How to ...", "formula": "how-to"}]}.',
      ].join(" ");
    case "seo":
      return [
        `Write SEO copy for the user's ${kind}: a meta title of at most ${SEO_LIMITS.metaTitle} characters, a meta description of at most ${SEO_LIMITS.metaDescription} characters,`,
        `a URL slug (lower-case words joined by hyphens, at most ${SEO_LIMITS.slug} characters), exactly ${SEO_LIMITS.keywords} keywords,`,
        `an Open Graph title of at most ${SEO_LIMITS.ogTitle} characters and an Open Graph description of at most ${SEO_LIMITS.ogDescription} characters. Count the characters: longer answers are rejected.`,
        'Answer with JSON only: {"metaTitle": "", "metaDescription": "", "slug": "", "keywords": ["", "", "", "", ""], "ogTitle": "", "ogDescription": ""}.',
      ].join(" ");
    case "visuals":
      return [
        `Suggest ${spec.count ?? 3} distinct visual concepts to go with the user's ${kind}: each one a different idea (a photo, an illustration, a diagram or a graphic).`,
        'For each: "shows" (what the image shows, one sentence), "why" (why it fits this post, one sentence), "prompt" (a detailed prompt for an image model: subject, setting, style, light, no text in the image),',
        `"aspectRatio" (always "${spec.aspect ?? "1:1"}"), and "alt" (alt text for a screen reader: what the image shows, under 200 characters, no "image of").`,
        'Answer with JSON only: {"concepts": [{"shows": "", "why": "", "prompt": "", "aspectRatio": "1:1", "alt": ""}]}.',
      ].join(" ");
    default:
      if (spec.imageCount) {
        const what = spec.imageCount === 1 ? "the attached image" : `the ${spec.imageCount} attached images`;
        return `Look at ${what} and write one ${kind} inspired by what they show, following the prompt style. Mention concrete details you can see.`;
      }
      return `Write one ${kind} from the user's text, following the prompt style.`;
  }
}

function repurposeInstructions(targets: RepurposeTargetId[]): string {
  const lines = targets.map((id) => {
    const t = REPURPOSE_TARGETS[id];
    const each = t.maxParts > 1 ? "per post" : "in total";
    return `- "${id}" (${t.label}): ${t.form} At most ${t.maxChars} ${t.unit} ${each}.`;
  });
  return [
    "Repurpose the user's content for each of these targets, written natively for its platform's form and limits (never over them). Keep the facts, names and links; do not invent new ones.",
    ...lines,
    'Answer with JSON only: {"results": [{"target": "x_thread", "parts": ["1/4 first post", "2/4 second post"]}]}, one entry per target in the order listed. "parts" holds the posts of a thread, or the single text of any other target.',
  ].join("\n");
}

/** The output language line; the JSON keys of structured answers stay as they are. */
export function languageLine(code: string): string {
  return `Write all of the content in ${languageLabel(code)}, natively and idiomatically, whatever the language of the user's text or of these instructions. Keep names, links and hashtags' meaning; JSON keys stay in English.`;
}

/** English spelling rules apply only to English output: "American English spelling" on a German page contradicted the language line. */
function spellingLine(pref: string | null, language: string): string | null {
  if (!pref || language !== "en") return null;
  if (/brit|uk|english \(uk\)/i.test(pref)) return "Use British English spelling (colour, organise, centre).";
  if (/americ|us\b/i.test(pref)) return "Use American English spelling (color, organize, center).";
  return `Spelling preference: ${pref}.`;
}

export function brandSection(brand: BrandContext, language = "en"): string {
  const lines = [
    brand.brand_name && `Brand: ${brand.brand_name}`,
    brand.brand_voice && `Voice and tone: ${brand.brand_voice}`,
    brand.target_audience && `Target audience: ${brand.target_audience}`,
    brand.mission && `Mission: ${brand.mission}`,
    brand.vision && `Vision: ${brand.vision}`,
    brand.key_messaging && `Key messaging: ${brand.key_messaging}`,
    brand.key_topics && `Key topics: ${brand.key_topics}`,
    brand.content_guidelines && `Content guidelines: ${brand.content_guidelines}`,
    brand.additional_notes && `Notes: ${brand.additional_notes}`,
    spellingLine(brand.spelling_preference, language),
    brand.no_emojis && "Never use emojis.",
    brand.no_dashes && "Never use dashes of any kind (-, – or —) as punctuation; use commas or full stops instead.",
    brand.no_semicolons && "Never use semicolons.",
    ...voiceLines(brand.voice),
  ].filter((l): l is string => Boolean(l));
  return lines.join("\n");
}

function directiveOf(spec: PromptSpec): BuiltinDirective {
  const d: BuiltinDirective = { task: spec.task, contentType: spec.contentType };
  if (spec.mode) d.mode = spec.mode;
  if (spec.count !== undefined) d.count = spec.count;
  if (spec.notes) d.notes = spec.notes;
  if (spec.variant) d.variant = spec.variant;
  if (spec.additionalContext) d.context = spec.additionalContext;
  if (spec.brand) d.brand = toBuiltinBrand(spec.brand);
  if (spec.targets) d.targets = spec.targets;
  if (spec.aspect) d.aspect = spec.aspect;
  return d;
}

function providerSystem(spec: PromptSpec): string {
  const sections = [
    ROLE,
    `## Task\n${taskInstructions(spec)}`,
    spec.template && `## Prompt style\n${spec.template}`,
    NO_FORMAT_TASKS.has(spec.task) ? null : `## Format\n${CONTENT_GUIDANCE[spec.contentType]}`,
    spec.brand && brandSection(spec.brand, spec.language ?? "en") && `## Brand\n${brandSection(spec.brand, spec.language ?? "en")}`,
    spec.additionalContext && `## Additional context\n${spec.additionalContext}`,
    `## Language\n${languageLine(spec.language ?? "en")}`,
    spec.variant ? `## Variation\nThis is request ${spec.variant + 1} for the same input: take a clearly different approach from the obvious one.` : null,
    STRUCTURED_TASKS.has(spec.task) ? null : `## Output\n${PLAIN_OUTPUT}`,
  ];
  return sections.filter(Boolean).join("\n\n");
}

/** The context travels in the directive, so the writer can tell facts for the reader from its own instructions. */
function builtinSystem(spec: PromptSpec): string {
  return [builtinDirective(directiveOf(spec)), spec.template].filter(Boolean).join("\n\n");
}

/** The system prompt and user message for a call, shaped for the model that will answer it. */
export function buildPrompt(spec: PromptSpec, material: string, target: "builtin" | "provider"): BuiltPrompt {
  if (target === "builtin") return { system: builtinSystem(spec), prompt: material };
  const prompt = material || (spec.imageCount ? `${spec.imageCount === 1 ? "Image" : "Images"} attached.` : "");
  return { system: providerSystem(spec), prompt };
}

/** The user message of an ideas request: the prompt and the cluster's example posts. */
export function ideasMaterial(prompt: string, posts: string[], maxPosts: number = GENERATION.examplePosts.max, maxChars: number = GENERATION.examplePosts.chars): string {
  const examples = posts.slice(0, maxPosts).map((p) => (p.length > maxChars ? `${p.slice(0, maxChars)}…` : p));
  const parts = [prompt ? `Prompt: ${prompt}` : null, examples.length ? `Example posts:\n${examples.map((p) => `---\n${p}`).join("\n")}` : null];
  return parts.filter(Boolean).join("\n\n");
}
