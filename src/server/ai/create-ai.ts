import type { ServiceContext } from "@/server/services";

/** The AI gateway service. Filled in by the gateway feature. */
export type AiGateway = { readonly kind: "gateway" };

export async function createAiGateway(_ctx: ServiceContext): Promise<AiGateway | undefined> {
  return undefined;
}
