/** An image generation call: n images at a size, the provider's URLs and prediction id when it has them. */
import { generateImage } from "ai";
import { startDeadline } from "./deadline";
import type { GatewayCore } from "./gateway-core";
import type { ImageCall, ImageOutcome } from "./gateway-types";
import type { ImageCallCapture } from "./providers";
import { withRetry } from "./retry";
import { invalidResponse } from "./upstream-errors";

export async function generateImages(core: GatewayCore, call: ImageCall): Promise<ImageOutcome> {
  const { deps } = core;
  const started = performance.now();
  const deadline = startDeadline(deps.timeouts.imageMs, call.signal);
  const capture: ImageCallCapture = { outputUrls: [] };
  try {
    const model = deps.providers.imageModel(call.model, capture);
    // Extra inputs go to the provider that understands them (Replicate's model inputs).
    const providerOptions = call.providerOptions && call.model.provider === "replicate" ? { replicate: call.providerOptions } : undefined;
    const result = await withRetry(deps.retry, deadline.signal, () =>
      generateImage({
        model,
        prompt: call.prompt,
        n: call.count,
        size: `${call.width}x${call.height}`,
        maxRetries: 0,
        abortSignal: deadline.signal,
        providerOptions,
      }),
    );
    if (!result.images.length) throw invalidResponse();
    core.succeeded(call, started, { tokensIn: null, tokensOut: null });
    return {
      images: result.images.map((img, i) => ({ bytes: img.uint8Array, mediaType: img.mediaType, providerUrl: capture.outputUrls[i] })),
      predictionId: capture.predictionId,
    };
  } catch (err) {
    throw core.failed(call, started, err, deadline);
  } finally {
    deadline.clear();
  }
}
