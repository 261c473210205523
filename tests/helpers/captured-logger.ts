/** The real logger (same redaction) writing its lines to memory, so a test can search what was logged. */
import { createLogger, type Logger } from "@/server/lib/logger";

export function createCapturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}
