import pino from "pino";

export type Logger = pino.Logger;

/** `destination`: where lines go (stdout by default; tests capture them to check what is never logged). */
export function createLogger(level: pino.LevelWithSilent = "info", destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password", "token", "*.token"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
