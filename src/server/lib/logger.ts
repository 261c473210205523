import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: pino.LevelWithSilent = "info"): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password", "token", "*.token"], remove: true },
  });
}
