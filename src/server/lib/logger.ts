import pino from "pino";
import { serializeError } from "./log-errors";

export type Logger = pino.Logger;

/** `destination` lets a test read what would be logged. */
export function createLogger(level: pino.LevelWithSilent = "info", destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: serializeError },
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password", "token", "*.token"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
