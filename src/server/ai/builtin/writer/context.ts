/** Everything the writer knows about one call: the directive, the material, the brand and the seeded dice. */
import {
  DEFAULT_DIRECTIVE,
  parseBuiltinDirective,
  stripBuiltinDirective,
  type BuiltinContentType,
  type BuiltinDirective,
  type BuiltinExpandMode,
  type BuiltinTask,
} from "../directive";
import { createRng, hashString, type Rng } from "../prng";
import { analyzeSource, type SourceAnalysis } from "../text/analyze";
import { capitalise, lowerFirst, stripTerminal } from "../text/format";
import { coreSubject, nounPhrase } from "../text/grammar";
import { readPromptHints, resolveTone, type PromptHints, type Tone } from "../text/prompt-hints";
import { splitSentences } from "../text/segment";
import { spellingVariety, type SpellingVariety } from "../text/spelling";
import { readBriefContext, withoutInternalNotes } from "./brief";

export interface BrandProfile {
  name: string | null;
  voice: string | null;
  audience: string | null;
  messaging: string[];
  topics: string[];
  mission: string | null;
  guidelines: string | null;
  noEmojis: boolean;
  noDashes: boolean;
  noSemicolons: boolean;
  noHashtags: boolean;
  noExclamations: boolean;
}

export interface WriterInput {
  /** All system text (prompt template, guidance and the directive line). */
  system: string;
  /** All user text (the material). */
  user: string;
  /** Extra seed from the caller (the AI SDK's `seed` setting). */
  seed?: number;
  /** Use the prompt template as material when the user text is empty (the writer does; vision has images). */
  templateAsMaterial?: boolean;
}

export interface WriterContext {
  task: BuiltinTask;
  contentType: BuiltinContentType;
  mode: BuiltinExpandMode;
  count: number | null;
  notes: string;
  variant: number;
  directive: BuiltinDirective;
  instructions: string;
  material: string;
  /** Sentences from the additional context the reader must get (typed facts, things to mention). */
  facts: string[];
  /** How many separate posts the prompt asks for ("5 numbered posts"); 1 when it does not say. */
  postCount: number;
  src: SourceAnalysis;
  hints: PromptHints;
  tone: Tone;
  /** 0: none, 1: one or two, 2: generous. */
  emojiLevel: 0 | 1 | 2;
  brand: BrandProfile;
  spelling: SpellingVariety;
  seed: number;
  rng: Rng;
  /** The subject as a noun phrase for the middle of a sentence, and capitalised for its start. */
  topic: string;
  Topic: string;
  /** The core subject without its angle ("email marketing" for "benefits of email marketing for bakeries"). */
  core: string;
  /** Who the piece is for: the brand's audience, or the one named in the material. */
  audience: string | null;
}

function clean(s: string | null | undefined): string | null {
  const t = s?.trim();
  return t ? t : null;
}

export function brandProfile(d: BuiltinDirective): BrandProfile {
  const b = d.brand ?? {};
  const guidelines = clean(b.content_guidelines);
  const audience = clean(b.target_audience);
  return {
    name: clean(b.brand_name),
    voice: clean(b.brand_voice),
    audience: audience ? lowerFirst(stripTerminal(audience)) : null,
    messaging: b.key_messaging ? splitSentences(b.key_messaging.replace(/\n+/g, ". ")) : [],
    topics: (b.key_topics ?? "")
      .split(/[,;\n|]+/)
      .map((t) => t.replace(/^[-•*#\s]+/, "").trim())
      .filter(Boolean),
    mission: clean(b.mission),
    guidelines,
    noEmojis: b.no_emojis === true,
    noDashes: b.no_dashes === true,
    noSemicolons: b.no_semicolons === true,
    noHashtags: /\b(no|avoid|without|never use)\s+hashtags?\b/i.test(guidelines ?? ""),
    noExclamations: /\b(no|avoid|without|never use)\s+exclamation/i.test(guidelines ?? ""),
  };
}

function emojiLevel(hints: PromptHints, tone: Tone, brand: BrandProfile, contentType: BuiltinContentType): 0 | 1 | 2 {
  if (brand.noEmojis || hints.emojis === "none") return 0;
  if (hints.emojis === "more") return 2;
  if (contentType === "article" || contentType === "newsletter") return 0;
  if (hints.platform === "instagram" || hints.platform === "tiktok" || tone === "playful") return 2;
  if (hints.platform === "linkedin" || tone === "professional") return 0;
  return 1;
}

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const POST_COUNT_RE =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:numbered|different|separate|distinct|short|unique|social(?: media)?|linkedin|instagram|facebook|x)\s+)*(?:posts|tweets|captions|versions|variations|options)\b/i;

/** "Write 5 numbered posts": the writer answers with that many, numbered (2 to 10; otherwise one piece). */
export function requestedPostCount(instructions: string): number {
  const m = POST_COUNT_RE.exec(instructions);
  if (!m) return 1;
  const n = COUNT_WORDS[m[1].toLowerCase()] ?? Number.parseInt(m[1], 10);
  return Number.isFinite(n) && n >= 2 ? Math.min(10, n) : 1;
}

export function buildContext(input: WriterInput): WriterContext {
  const directive = parseBuiltinDirective(input.system) ?? parseBuiltinDirective(input.user) ?? DEFAULT_DIRECTIVE;
  const template = stripBuiltinDirective(input.system);
  const brief = readBriefContext(directive.context);
  // The context's wishes ("friendly tone", "for LinkedIn") count like the template's; its facts are printed, not read as wishes.
  const instructions = [template, ...brief.instructions].filter(Boolean).join("\n");
  let material = withoutInternalNotes(stripBuiltinDirective(input.user));
  if (material.trim() === "" && directive.task === "post" && input.templateAsMaterial !== false) material = withoutInternalNotes(template);
  const brand = brandProfile(directive);
  const hints = readPromptHints(directive.task === "post" || directive.task === "alternatives" ? instructions : "");
  const tone = resolveTone(hints, brand.voice);
  const src = analyzeSource(material);
  const variant = directive.variant ?? 0;
  const base = hashString(`${input.system}\u0000${input.user}`) ^ (input.seed ?? 0);
  const seed = hashString(`variant:${variant}`, base);
  let topic = nounPhrase(src.topic);
  let core = nounPhrase(src.subject);
  let audienceHint: string | null = null;
  if (src.isBrief) {
    const cs = coreSubject(src.topic);
    core = nounPhrase(cs.core);
    audienceHint = cs.audience;
    if (/^(how to|why|what)\b/i.test(src.topic)) topic = cs.context ? `${core} in ${cs.context}` : core;
  }
  return {
    task: directive.task,
    contentType: directive.contentType,
    mode: directive.mode ?? "medium",
    count: directive.count ?? null,
    notes: directive.notes ?? "",
    variant,
    directive,
    instructions,
    material,
    facts: directive.task === "post" || directive.task === "alternatives" ? brief.facts : [],
    postCount: directive.task === "post" ? requestedPostCount(instructions) : 1,
    src,
    hints,
    tone,
    emojiLevel: emojiLevel(hints, tone, brand, directive.contentType),
    brand,
    spelling: spellingVariety(directive.brand?.spelling_preference),
    seed,
    rng: createRng(seed),
    topic: topic || "this",
    Topic: capitalise(topic || "this"),
    core: core || topic || "this",
    audience: brand.audience ?? audienceHint,
  };
}
