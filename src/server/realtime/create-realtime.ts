import type { Server } from "node:http";
import type { ServiceContext } from "@/server/services";

/** The realtime hub (WebSocket /api/realtime + pg LISTEN/NOTIFY). Filled in by the realtime feature. */
export interface RealtimeHub {
  attach(server: Server | unknown): void;
  close(): Promise<void>;
}

export async function createRealtimeHub(_ctx: ServiceContext): Promise<RealtimeHub | undefined> {
  return undefined;
}
