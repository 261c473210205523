import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { imageWorkStats, resetImageWorkPeak, runImageWork, useImageLimits } from "./image-work";

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Image tasks that finish when the test says so; `active` counts those inside their work at any moment. */
function fakeTasks(count: number, owner = (i: number) => `user-${i % 2}`) {
  let active = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const done = Array.from({ length: count }, (_, i) =>
    runImageWork(owner(i), async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => finishers.push(resolve));
      active -= 1;
      return i;
    }),
  );
  return { done, finishers, active: () => active, most: () => most };
}

describe("the image queue", () => {
  it.each([1, 2, 3])("runs at most %i images at once and the rest in turn", async (cap) => {
    useImageLimits({ concurrency: cap, maxQueued: 64 });
    resetImageWorkPeak();
    const tasks = fakeTasks(8);
    await settle();
    expect(tasks.active()).toBe(cap);
    expect(imageWorkStats()).toMatchObject({ running: cap, waiting: 8 - cap });
    while (tasks.finishers.length) {
      tasks.finishers.shift()!();
      await settle();
      expect(tasks.active()).toBeLessThanOrEqual(cap);
    }
    expect(await Promise.all(tasks.done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(tasks.most()).toBe(cap);
    expect(imageWorkStats()).toEqual({ running: 0, waiting: 0, peak: cap });
  });

  it("answers 503 images_busy past the queue, and the queue goes on", async () => {
    useImageLimits({ concurrency: 1, maxQueued: 2 });
    const tasks = fakeTasks(3);
    const refused = await runImageWork("user-9", async () => 0).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, code: "images_busy" });
    for (let i = 0; i < 3; i++) {
      await settle();
      tasks.finishers.shift()!();
    }
    expect(await Promise.all(tasks.done)).toEqual([0, 1, 2]);
  });
});
