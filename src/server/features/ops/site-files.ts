/** Pages anyone may open and a search engine may list (the signed-in app answers only to its user). */
export const PUBLIC_PAGES = ["/", "/about", "/why-free", "/auth", "/signup", "/privacy", "/terms"] as const;

/** robots.txt: the public pages may be crawled; the API, the dev mailbox and the signed-in app may not. */
export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /$", ...PUBLIC_PAGES.filter((p) => p !== "/").map((p) => `Allow: ${p}$`), "Disallow: /", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: the public pages at this installation's address (PUBLIC_URL). */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${escapeXml(publicUrl + (p === "/" ? "/" : p))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
