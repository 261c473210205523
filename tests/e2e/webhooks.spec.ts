import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { createConfirmedUser, expect, signInThroughUi, test } from "./fixtures";

/**
 * Issue 29: an owner adds a webhook endpoint on the workspace page, copies its secret (shown once), sends a test
 * event that a local receiver verifies with the standardwebhooks library, and reads the answer in the delivery log.
 */
test.describe("webhooks", () => {
  let server: Server;
  let url = "";
  let secret = "";
  const verified: string[] = [];
  let answered = 0;

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        answered++;
        // The first request is refused, so the log shows a retry before the delivery.
        if (answered === 1) return void res.writeHead(500).end("warming up");
        try {
          const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
          const event = new Webhook(secret).verify(Buffer.concat(chunks).toString("utf8"), headers) as { type: string };
          verified.push(event.type);
          res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
        } catch {
          res.writeHead(400).end("bad signature");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("add an endpoint, keep its secret, send a test event and read the delivery log", async ({ page, request }) => {
    const owner = await createConfirmedUser(request);
    await signInThroughUi(page, owner);
    await page.goto("/workspace");
    await page.getByLabel("Endpoint URL").fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const shown = page.getByLabel("Signing secret of the endpoint");
    await expect(shown).toHaveValue(/^whsec_/);
    secret = await shown.inputValue();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(shown).toHaveCount(0);

    const endpoint = page.getByTestId("webhook-endpoint");
    await expect(endpoint.getByText("Enabled")).toBeVisible();
    await endpoint.getByRole("button", { name: `Send a test event to ${url}` }).click();
    // The log opens and refreshes itself until the retried delivery settles.
    const delivery = page.getByTestId("webhook-delivery");
    await expect(delivery.getByText("Delivered")).toBeVisible({ timeout: 20_000 });
    await expect(delivery.getByText("HTTP 200")).toBeVisible();
    await expect(delivery.getByText(/2 attempts/)).toBeVisible();
    await delivery.getByText("Response").click();
    await expect(delivery.getByText('{"received":true}')).toBeVisible();
    expect(verified).toEqual(["webhook.test"]);

    await endpoint.getByRole("button", { name: `Delete ${url}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No endpoints yet. Add one to start receiving events.")).toBeVisible();
  });
});
