/**
 * The template writer cannot honour a request (a free-form adjustment, a translation): it says so rather than
 * answering the text unchanged. The gateway turns this into a 422 with the catalogue's message.
 */
export class BuiltinCannotError extends Error {
  constructor(readonly what: string) {
    super(`builtin writer cannot: ${what}`);
    this.name = "BuiltinCannotError";
  }
}
