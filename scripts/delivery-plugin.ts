import type { Plugin } from "vite";
import { precompress } from "./precompress";
import { writePublicPages } from "./public-pages";

/** After `vite build` writes the bundle: the public pages' HTML (scripts/public-pages.ts), then brotli and gzip. */
export function deliveryPlugin(): Plugin {
  let outDir = "";
  return {
    name: "content-studio:delivery",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      writePublicPages(outDir);
      precompress(outDir);
    },
  };
}
