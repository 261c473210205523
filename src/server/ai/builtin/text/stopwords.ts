/** Words that carry no topic on their own. Also marketing filler, so it never becomes a keyword or hashtag. */
const FUNCTION_WORDS = `a about above across after again against all almost along already also although always am among an
and another any anyone anything are aren't around as at away back be became because become becomes been before
being below beside besides between beyond both but by can can't cannot could couldn't did didn't do does doesn't
doing don't done down during each either else enough even ever every everyone everything few for from further get
gets getting got had hadn't has hasn't have haven't having he her here hers herself him himself his how however i
i'd i'll i'm i've if in inside instead into is isn't it it's its itself just least less let let's like likely made
make makes making many may maybe me might mine more most mostly much must my myself near neither never nevertheless
no nobody none nor not nothing now of off often on once one only onto or other others otherwise our ours ourselves
out over own per perhaps please quite rather really same shall she should shouldn't since so some somebody someone
something sometimes still such than that that's the their theirs them themselves then there there's these they
they're they've this those though through throughout thus to together too toward towards under unless until up upon
us very via was wasn't we we'd we'll we're we've were weren't what what's whatever when whenever where whether which
while who whoever whole whom whose why will with within without won't would wouldn't yet you you'd you'll you're
you've your yours yourself yourselves`;

const FILLER_WORDS = `able actually amazing awesome best better big biggest came come comes coming day days definitely
excited exciting fantastic feel find first go goes going gone good great greatest happy help helps here's huge
incredible kind know last latest lot lots love loved new next okay ok pleased proud put re ready right said say says
see seen sure take takes thank thanks thing things think time times today tomorrow truly two want wants way ways
week weeks well went whats year years yesterday etc via want wanted need needs needed use uses used using try tries
trying look looks looking keep keeps give gives giving share shares sharing check join click visit tell told
monday tuesday wednesday thursday friday saturday sunday january february march april june july august september
october november december morning afternoon evening tonight soon live available officially finally second third fourth fifth half`;

export const STOP_WORDS: ReadonlySet<string> = new Set(`${FUNCTION_WORDS} ${FILLER_WORDS}`.split(/\s+/).filter(Boolean));

/** Verb forms that are rarely nouns: a noun phrase never continues through them. */
export const VERB_FORMS: ReadonlySet<string> = new Set(
  `allows allowed brings brought builds built buys bought creates created delivers delivered drives drove enables
enabled explores explored improves improved includes included increases increased launched learned meets met
provides provided reaches reached reduces reduced saved saw sells sold sends sent shipped shows showed started
stopped supports supported turned worked spotted matters boosts boosted helped meant writes wrote gains gained wins
won loses lost spends spent opened took gave kept leads led cuts grew ran became turns brings lets means felt built
announced introduced released designed delivers transforms transformed unlocks unlocked empowers empowered works
cut spot grow boost reduce improve increase save drive create gain embrace reach unlock streamline simplify automate
discover explore attract convert engage retain stay find grab claim register subscribe sign book download
starts ends begins returns arrives drops opens closes kicks goes
fixes beats solves saves removes replaces keeps gets wins outperforms simplifies
puts sets lose close closes lands hits pays sends asks loves hates says tells offers delivers
connect connects connected measure measures measured help helps hire hires hired pass passes passed ship ships host hosts
hosted join joins joined use uses used need needs want wants teach teaches taught make makes made bake bakes baked
serve serves served add adds added handle handles handled track tracks tracked learn learns grows cover covers covered
earn earns earned signs signed walks walked dropped rose fell doubled tripled halved jumped climbed including featuring`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which the next word is almost always a verb. */
export const VERB_CUES: ReadonlySet<string> = new Set(
  `i we you they he she it to can could will would should may might must don't doesn't didn't won't can't cannot
let's who we're you're they're we've we'll you'll never always just also and-then`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase().replace(/[\u2019]/g, "'"));
}
