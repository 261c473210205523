/** Words of the model picker (web only). */
export const modelsCopy = {
  label: "Model",
  /** No model listed: the server's default answers. */
  defaultModel: "Default model",
};
