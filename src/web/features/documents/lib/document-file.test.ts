import { describe, expect, it } from "vitest";
import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { documentFileProblem, documentKind, noteTitleOf } from "./document-file";

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe("checking a document before upload", () => {
  it("asks for a file and accepts .pdf, .docx and .txt", () => {
    expect(documentFileProblem(null)).toBe(messages.documents.selectFile);
    for (const name of ["a.pdf", "b.DOCX", "c.txt"]) expect(documentFileProblem(file(name))).toBeUndefined();
  });

  it("explains that .doc cannot be read and refuses other types and big files", () => {
    expect(documentFileProblem(file("old.doc"))).toBe(messages.documents.docNotSupported);
    expect(documentFileProblem(file("photo.png"))).toBe(messages.documents.unsupportedType);
    expect(documentFileProblem(file("big.pdf", DOCUMENTS.maxBytes + 1))).toBe(messages.documents.tooLarge);
  });

  it("names notes and types for people", () => {
    expect(noteTitleOf("Q3 plan.final.docx")).toBe("Q3 plan.final");
    expect(documentKind("text/plain; charset=utf-8")).toBe("txt");
    expect(documentKind("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("docx");
  });
});
