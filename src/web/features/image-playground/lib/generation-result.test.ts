import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api-error";
import { generationErrorMessage, ImageGenerationError, parseGenerationResponse } from "./generation-result";

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return generationErrorMessage(err);
  }
  throw new Error("expected a failure");
};

describe("reading generate-image's answer", () => {
  it("takes the stored URL and the path of each image", () => {
    const raw = { images: [{ supabaseUrl: "http://x/api/storage/social_images/u/1.png?exp=1&sig=a", replicateUrl: "https://r/1.png", path: "u/1.png" }], predictionId: "p1" };
    expect(parseGenerationResponse(raw)).toEqual([{ url: raw.images[0].supabaseUrl, path: "u/1.png" }]);
  });

  it("accepts the older imageUrls shape, without paths", () => {
    expect(parseGenerationResponse({ imageUrls: ["https://a/1.png"] })).toEqual([{ url: "https://a/1.png", path: null }]);
  });

  it("words each failure as the spec does", () => {
    expect(messageOf(() => parseGenerationResponse(null))).toBe(messages.images.noData);
    expect(messageOf(() => parseGenerationResponse({ images: [], predictionId: "p" }))).toBe(messages.images.noData);
    expect(messageOf(() => parseGenerationResponse({ error: "quota exceeded" }))).toBe("API error: quota exceeded");
    expect(messageOf(() => parseGenerationResponse({ images: [{ url: 1 }] }))).toBe(messages.images.invalidFormat);
    expect(messageOf(() => parseGenerationResponse("oops"))).toBe(messages.images.invalidFormat);
  });

  it("maps thrown errors: HTTP errors are function errors, network and CORS failures the CORS message", () => {
    expect(generationErrorMessage(new ApiError(502, "upstream", "The AI service is unavailable right now."))).toBe("Function error: The AI service is unavailable right now.");
    expect(generationErrorMessage(new TypeError("Failed to fetch"))).toBe(messages.images.corsError);
    expect(generationErrorMessage(new Error("Blocked by CORS policy"))).toBe(messages.images.corsError);
    expect(generationErrorMessage(new ImageGenerationError(messages.images.noData))).toBe(messages.images.noData);
  });
});
