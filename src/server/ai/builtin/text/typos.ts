/** Basic proofreading: common misspellings, doubled words, stray spaces, capitalisation. */
const TYPOS: Record<string, string> = {
  teh: "the",
  recieve: "receive",
  recieved: "received",
  seperate: "separate",
  definately: "definitely",
  occured: "occurred",
  untill: "until",
  wich: "which",
  thier: "their",
  alot: "a lot",
  becuase: "because",
  beacuse: "because",
  accross: "across",
  adress: "address",
  begining: "beginning",
  beleive: "believe",
  calender: "calendar",
  enviroment: "environment",
  goverment: "government",
  tommorow: "tomorrow",
  tomorow: "tomorrow",
  wierd: "weird",
  acheive: "achieve",
  arguement: "argument",
  buisness: "business",
  bussiness: "business",
  comming: "coming",
  existance: "existence",
  occassion: "occasion",
  publically: "publicly",
  truely: "truly",
  succesful: "successful",
  successfull: "successful",
  neccessary: "necessary",
  necesary: "necessary",
  accomodate: "accommodate",
  embarass: "embarrass",
  independant: "independent",
  maintainance: "maintenance",
  refered: "referred",
  relevent: "relevant",
  freind: "friend",
  experiance: "experience",
  respons: "response",
  oppurtunity: "opportunity",
  opportunites: "opportunities",
  excercise: "exercise",
  guarentee: "guarantee",
  garantee: "guarantee",
  knowlege: "knowledge",
  managment: "management",
  marketting: "marketing",
  recomend: "recommend",
  reccomend: "recommend",
  suprise: "surprise",
  youre: "you're",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  doesnt: "doesn't",
  isnt: "isn't",
  im: "I'm",
  ive: "I've",
  thats: "that's",
  whats: "what's",
  shoud: "should",
  woudl: "would",
  coudl: "could",
  jsut: "just",
  waht: "what",
  taht: "that",
  hte: "the",
  adn: "and",
  nad: "and",
  fro: "for",
};

/** Fix common misspellings, doubled words, stray spaces, a lowercase "i" and uncapitalised sentence starts. */
export function fixTypos(text: string): string {
  return text
    .replace(/\b([\p{L}']+)\b/gu, (w) => {
      const fix = TYPOS[w.toLowerCase()];
      if (!fix) return w;
      return /^\p{Lu}/u.test(w) ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix;
    })
    .replace(/\b(\p{L}+)\s+\1\b/giu, (m, w: string) => (/^(that|had|bye|no|so|very)$/i.test(w) ? m : w))
    .replace(/(^|\s)i(?=\s|'|$)/g, "$1I")
    .replace(/[ \t]+([,.!?;:])/g, "$1")
    .replace(/([,;:])(?=\p{L})/gu, "$1 ")
    .replace(/([.!?])\s+(\p{Ll})/gu, (_, p: string, c: string) => `${p} ${c.toUpperCase()}`)
    .replace(/^(\s*)(?!https?:|www\.)(\p{Ll})/gmu, (_, s: string, c: string) => s + c.toUpperCase())
    .replace(/[ \t]{2,}/g, " ");
}
