/**
 * "1 minute", "60 minutes", "1,000 images": a number with its noun in the right form, chosen by Intl.PluralRules
 * (English, the catalogue's language). Every text in the catalogues that puts a count before a noun uses it.
 */
const rules = new Intl.PluralRules("en");

export function plural(n: number, one: string, other: string): string {
  return `${n.toLocaleString("en")} ${rules.select(n) === "one" ? one : other}`;
}
