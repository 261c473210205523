import { useRef, useState } from "react";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { useAuth } from "@/web/lib/auth/use-auth";
import { toast } from "@/web/lib/toast";
import { useGenerateImages } from "../api/generate-images";
import { defaultModelOf, useModels } from "@/web/lib/models-query";
import { useImagePrompts } from "../api/get-image-prompts";
import { combinePrompt } from "../lib/combine-prompt";
import { generationErrorMessage } from "../lib/generation-result";

export interface GeneratedRequest {
  prompt: string;
  modelName: string;
  width: number;
  height: number;
}

/** The playground's form, generation and results; Reset clears all and stops a running generation. */
export function useImagePlayground() {
  const { user } = useAuth();
  const prompts = useImagePrompts();
  const models = useModels({ type: "image", active: true });
  const generation = useGenerateImages();
  const abort = useRef<AbortController | null>(null);

  const [prompt, setPrompt] = useState("");
  const [templateId, setTemplateId] = useState("");
  const [chosenModel, setChosenModel] = useState("");
  const [width, setWidth] = useState<number>(IMAGES.defaultSize);
  const [height, setHeight] = useState<number>(IMAGES.defaultSize);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [request, setRequest] = useState<GeneratedRequest | null>(null);

  const modelId = chosenModel || defaultModelOf(models.data)?.model_id || "";
  const templateText = (id: string) => prompts.data?.find((p) => p.id === id)?.prompt_text;

  function chooseTemplate(id: string) {
    setPrompt((current) => combinePrompt(current, templateText(templateId), templateText(id)));
    setTemplateId(id);
  }

  function generate() {
    const text = prompt.trim();
    if (!text) return toast.error(messages.images.promptRequired);
    if (!user) return toast.error(messages.images.mustBeLoggedInToGenerate);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const modelName = models.data?.find((m) => m.model_id === modelId)?.name ?? modelId;
    setStartedAt(Date.now());
    generation.mutate(
      { prompt: text, model: modelId || undefined, width, height, signal: controller.signal },
      {
        onSuccess: () => setRequest({ prompt: text, modelName, width, height }),
        onError: (err) => {
          if (!controller.signal.aborted) toast.error(messages.images.imageError, generationErrorMessage(err));
        },
        onSettled: () => {
          if (abort.current === controller) setStartedAt(null);
        },
      },
    );
  }

  /** Stop: aborts the request (the server then aborts the provider call); the results go back to what they were. */
  function stop() {
    abort.current?.abort();
    abort.current = null;
    generation.reset();
    setStartedAt(null);
  }

  function reset() {
    abort.current?.abort();
    abort.current = null;
    generation.reset();
    setPrompt("");
    setTemplateId("");
    setChosenModel("");
    setWidth(IMAGES.defaultSize);
    setHeight(IMAGES.defaultSize);
    setStartedAt(null);
    setRequest(null);
  }

  const aborted = generation.error instanceof Error && generation.error.name === "AbortError";
  return {
    form: { prompt, setPrompt, templateId, chooseTemplate, modelId, setModelId: setChosenModel, width, setWidth, height, setHeight },
    prompts,
    models,
    generate,
    stop,
    reset,
    isGenerating: generation.isPending,
    startedAt,
    images: generation.data ?? [],
    request,
    error: generation.isError && !aborted ? generationErrorMessage(generation.error) : null,
  };
}

export type ImagePlaygroundState = ReturnType<typeof useImagePlayground>;
