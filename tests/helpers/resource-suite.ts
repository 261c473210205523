/**
 * The shared set-up of the per-resource API suites: one app over a fresh database and two signed-in users, Alice
 * and Bob (Bob is the one who must never see Alice's rows), closed after the file; and the odd-bodies property.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import { createTestApp, type TestApp } from "./test-app";
import { createUser } from "./users";

export interface TwoUsers {
  t: TestApp;
  alice: SessionDto;
  bob: SessionDto;
}

/** Registers the suite's beforeAll/afterAll; read the fields inside tests (or a later beforeAll). */
export function twoUserSuite(): TwoUsers {
  const suite = {} as TwoUsers;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.alice = await createUser(suite.t);
    suite.bob = await createUser(suite.t);
  });
  afterAll(async () => suite.t?.close());
  return suite;
}

/** Any JSON posted to a collection answers below 500 (fast-check, 40 runs). */
export function oddBodiesNeverFail(suite: TwoUsers, path: string) {
  describe("odd bodies", () => {
    it("never answer a 5xx", async () => {
      const token = suite.alice.access_token;
      expect((await suite.t.request(path, { method: "GET", token })).status).toBe(200);
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())), async (json) => {
          expect((await suite.t.request(path, { method: "POST", token, json })).status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  });
}
