/** Extracted text, normalised and capped: BOM and trailing spaces gone, line ends \n, at most three blank lines. */
export function tidyText(text: string, maxChars: number): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim()
    .slice(0, maxChars);
}
