/**
 * Applies a prompt template to what the user typed: an empty prompt becomes the template; otherwise the
 * previously applied template is swapped for the new one, or the new one is added after the user's words.
 * `next` undefined ('No template') removes the previously applied template.
 */
export function combinePrompt(current: string, previous: string | undefined, next: string | undefined): string {
  let text = current;
  if (previous && text.includes(previous)) text = text.replace(previous, next ?? "");
  else if (next) text = text.trim() ? `${text.trimEnd()}\n\n${next}` : next;
  return text.replace(/\n{3,}/g, "\n\n").trim();
}
