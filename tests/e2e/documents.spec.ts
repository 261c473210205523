import { docxWithText, pdfWithText } from "../helpers/files";
import { expect, test } from "./fixtures";

const NOTES = "Spring campaign brief\n\nOur spring campaign focuses on sustainable packaging and the refill program.\nCustomers ask about composting at home and reducing kitchen waste.";

test.describe("document loader", () => {
  test("upload a text file, read its text and send it to the Content Playground as a note", async ({ signedIn: page }) => {
    await page.goto("/documents");
    await expect(page.getByRole("heading", { name: "Document Loader", level: 1 })).toBeVisible();
    await expect(page.getByText("No documents yet")).toBeVisible();

    await page.getByRole("button", { name: "Upload Document" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Document" });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByText("Please select a document file.")).toBeVisible();

    const chooser = dialog.getByLabel(/Choose files/);
    await expect(chooser).toHaveAttribute("accept", ".pdf,.doc,.docx,.txt");
    await chooser.setInputFiles({ name: "old.doc", mimeType: "application/msword", buffer: Buffer.from("legacy") });
    await expect(dialog.getByText(/Legacy \.doc files cannot be read/)).toBeVisible();
    await dialog.getByRole("button", { name: "Remove old.doc" }).click();

    await chooser.setInputFiles({ name: "Spring brief.txt", mimeType: "text/plain", buffer: Buffer.from(NOTES) });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Document uploaded and parsed successfully.")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId("document-card").filter({ hasText: "Spring brief.txt" });
    await expect(card.getByText("Ready")).toBeVisible();
    await expect(card.getByText(/Our spring campaign focuses/)).toBeVisible();

    await card.getByRole("button", { name: "View text" }).click();
    const viewer = page.getByRole("dialog", { name: "Spring brief.txt" });
    await expect(viewer.getByTestId("document-text")).toHaveText(NOTES);
    await viewer.getByRole("button", { name: "Use as note" }).click();

    await page.waitForURL("**/content-playground");
    await expect(page.getByLabel("Title")).toHaveValue("Spring brief");
    await expect(page.getByLabel("Notes", { exact: true })).toHaveValue(NOTES);
  });

  test("several documents at once: the one that fails is named with its reason, the others are stored", async ({ signedIn: page }) => {
    await page.goto("/documents");
    await page.getByRole("button", { name: "Upload Document" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Document" });
    await dialog.getByLabel(/Choose files/).setInputFiles([
      { name: "Launch notes.txt", mimeType: "text/plain", buffer: Buffer.from(NOTES) },
      { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("this is not a PDF at all") },
      { name: "Brief.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: docxWithText(["Brand brief"]) },
    ]);
    await expect(dialog.getByText("3 files chosen")).toBeVisible();
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Upload failed for scan.pdf." });
    await expect(toast).toBeVisible();
    await expect(toast.getByTestId("upload-failures")).toContainText("scan.pdf: ");
    await expect(page.getByText("Upload failed for one or more files.")).toHaveCount(0);
    // The failed file stays in the dialog with its reason; the two others are stored.
    await expect(dialog.getByText("scan.pdf")).toBeVisible();
    await expect(dialog.getByText("Launch notes.txt")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("document-card").filter({ hasText: "Launch notes.txt" }).getByText("Ready")).toBeVisible();
    await expect(page.getByTestId("document-card").filter({ hasText: "Brief.docx" }).getByText("Ready")).toBeVisible();
  });

  test("a PDF and a DOCX are read; extract topics straight from a document; delete one", async ({ signedIn: page }) => {
    await page.goto("/documents");
    for (const file of [
      { name: "report.pdf", mimeType: "application/pdf", buffer: pdfWithText(["Quarterly marketing report", "Email open rates rose to 41 percent."]) },
      { name: "brief.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: docxWithText(["Brand brief", "Our tone is warm and direct."]) },
    ]) {
      await page.getByRole("button", { name: "Upload Document" }).click();
      await page.getByRole("dialog").getByLabel(/Choose files/).setInputFiles(file);
      await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByTestId("document-card").filter({ hasText: file.name }).getByText("Ready")).toBeVisible();
    }
    await expect(page.getByTestId("document-card").filter({ hasText: "report.pdf" }).getByText(/Email open rates rose to 41 percent/)).toBeVisible();
    await expect(page.getByTestId("document-card").filter({ hasText: "brief.docx" }).getByText(/Our tone is warm and direct/)).toBeVisible();

    const docx = page.getByTestId("document-card").filter({ hasText: "brief.docx" });
    await docx.getByRole("button", { name: "Actions for brief.docx" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Document deleted")).toBeVisible();
    await expect(docx).toBeHidden();

    await page.getByTestId("document-card").filter({ hasText: "report.pdf" }).getByRole("button", { name: "Extract topics" }).click();
    await page.waitForURL("**/content-playground");
    await expect(page.getByLabel("Notes", { exact: true })).toHaveValue(/Quarterly marketing report/);
    await expect(page.getByText("Topics extracted successfully!")).toBeVisible();
  });
});
