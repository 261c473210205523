/** Reads until `done` says yes (every 50 ms), or throws with the last value after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
