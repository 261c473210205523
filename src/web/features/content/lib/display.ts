/**
 * How a post is shown and exported (spec §9): the markdown characters * _ ~ ` are removed and runs of three or
 * more newlines collapse to one blank line. The stored versions keep the text exactly as generated.
 */
export function formatPostForDisplay(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[*_~`]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
