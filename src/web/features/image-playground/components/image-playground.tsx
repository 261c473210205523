import { useImagePlayground } from "../hooks/use-image-playground";
import { GeneratedResults } from "./generated-results";
import { ImageGeneratorForm } from "./image-generator-form";

/** The form beside the results on wide screens, above them on narrow ones. */
export function ImagePlayground() {
  const state = useImagePlayground();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
      <ImageGeneratorForm {...state} />
      <GeneratedResults {...state} />
    </div>
  );
}
