/** A moment as the reader's locale writes it, date and time ("Nov 27, 2026, 3:19 AM"). */
export const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
