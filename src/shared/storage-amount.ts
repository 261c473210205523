const MB = 1024 * 1024;
const GB = 1024 * MB;

/** An amount of stored bytes for people, as quotas are set: "1 GB", "1.5 GB", "998 MB", "12 KB", "0 MB". */
export function storageAmount(bytes: number): string {
  if (bytes >= GB) return `${trim(bytes / GB)} GB`;
  if (bytes >= MB || bytes === 0) return `${Math.round(bytes / MB)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function trim(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
