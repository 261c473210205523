import type { Plugin } from "vite";
import { precompress } from "./precompress";
import { prerenderPublicPages } from "./prerender";
import { writePublicPages } from "./public-pages";

/**
 * After `vite build` writes the bundle: the public pages' HTML (scripts/public-pages.ts), their pre-rendered
 * content (scripts/prerender.ts), then brotli and gzip. Not in the pre-render's own (SSR) build.
 */
export function deliveryPlugin(): Plugin {
  let outDir = "";
  let root = "";
  let ssr = false;
  return {
    name: "content-studio:delivery",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      writePublicPages(outDir);
      await prerenderPublicPages(root, outDir);
      precompress(outDir);
    },
  };
}
