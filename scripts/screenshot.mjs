// Screenshots pages of a running server as a fresh signed-in user: node scripts/screenshot.mjs <baseUrl> <outDir> <path...>
// Paths prefixed with "public:" are taken signed out. Widths: 1280 and 390.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [baseUrl = "http://127.0.0.1:3100", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args, headless: true });

async function newUser() {
  const email = `shot.${Date.now()}@example.com`;
  const password = "plum-orbit-lantern-7";
  await fetch(`${baseUrl}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  const mail = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()).data.find((m) => m.to === email);
  const token = mail.text.match(/token=([\w-]+)/)[1];
  await fetch(`${baseUrl}/api/auth/verify`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "signup", token, password }) });
  return { email, password };
}

const user = await newUser();
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/dashboard/);
  for (const raw of paths) {
    const isPublic = raw.startsWith("public:");
    const path = raw.replace(/^public:/, "");
    const target = isPublic ? await (await browser.newContext({ viewport: { width, height: 860 } })).newPage() : page;
    await target.goto(`${baseUrl}${path}`);
    await target.waitForTimeout(800);
    const name = `${path.replace(/\W+/g, "_").slice(0, 80) || "root"}-${width}.png`;
    await target.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
