// Draft a post, then schedule it to every connected account for tomorrow at 09:00 UTC.
import { createClient } from "./index";

export async function draftAndSchedule(baseUrl: string, apiKey: string) {
  const studio = createClient({ baseUrl, apiKey });

  const text = "Fresh sourdough every morning, baked with local flour. #bakery";
  const draft = await studio.POST("/api/drafts", {
    body: {
      page: "social_media",
      position: 0,
      data: {
        contentType: "text",
        textContent: "",
        generatedPost: text,
        files: [],
        selectedPromptId: "",
        selectedModelId: "",
        additionalContext: "",
        imageUrls: [],
        versions: [{ content: text, timestamp: new Date().toISOString() }],
        currentVersionIndex: 0,
        selectedImages: [],
        isAlternative: false,
        alternativeIndex: null,
        totalAlternatives: null,
      },
    },
  });
  if (draft.error) throw new Error(JSON.stringify(draft.error));

  const accounts = await studio.GET("/api/publishing-accounts");
  if (accounts.error) throw new Error(JSON.stringify(accounts.error));

  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const scheduled = await studio.POST("/api/scheduled-posts", {
    body: { account_ids: accounts.data.data.map((a) => a.account_id), content: text, scheduled_at: tomorrow.toISOString() },
  });
  if (scheduled.error) throw new Error(JSON.stringify(scheduled.error));
  return { draftId: draft.data.id, posts: scheduled.data.data };
}
