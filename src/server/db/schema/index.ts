export * from "./auth";
export * from "./content";
export * from "./media";
export * from "./ai";
export * from "./publishing";
export * from "./storage";
export * from "./workspaces";
export * from "./drafts";
