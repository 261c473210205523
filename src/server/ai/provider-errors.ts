/**
 * What the provider set throws when a model cannot be served. A leaf: upstream-errors.ts turns these into answers
 * without importing providers.ts (which imports the model resolver, which imports upstream-errors.ts).
 */
/** A model row whose connection is gone or lacks what its kind needs. */
export class ProviderNotConfiguredError extends Error {
  constructor(readonly provider: string) {
    super(`provider ${provider} is not configured`);
  }
}

export class LocalRuntimeMissingError extends Error {
  constructor() {
    super("no local model runtime is available on this server");
  }
}

export class ModelKindUnsupportedError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: "text" | "image",
  ) {
    super(`provider ${provider} has no ${kind} models`);
  }
}
