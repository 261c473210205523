import type { Db } from "@/server/db/client";
import type { ConnectionRow } from "@/server/ai/connections/connection-secrets";
import { createConnectionsRepository } from "./connections.repository";

/**
 * What other features may read of the AI connections (the models screen shows each model's connection state):
 * they go through here, never the repository (issue 23: features meet only through services).
 */
export function createConnectionsReader(db: Db) {
  const repo = createConnectionsRepository(db);
  return {
    all: (): Promise<ConnectionRow[]> => repo.all(),
    find: (id: string): Promise<ConnectionRow | undefined> => repo.find(id),
  };
}
