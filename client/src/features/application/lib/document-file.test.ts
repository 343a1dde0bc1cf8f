import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { describe, expect, it } from "vitest";
import { documentMimeType, formatFileSize, planDocument, sniffDataUrl, withMimeType } from "./document-file";

const LIMIT = MAX_DOCUMENT_BYTES;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("what happens to a chosen document", () => {
  it("reads images and PDFs up to exactly 5,242,880 bytes whole", () => {
    expect(planDocument(file("ausweis.png", "image/png", LIMIT))).toEqual({ action: "read", mimeType: "image/png" });
    expect(planDocument(file("lohn.pdf", "application/pdf", LIMIT))).toEqual({
      action: "read",
      mimeType: "application/pdf",
    });
    expect(planDocument(file("foto.jpg", "image/jpg", 10))).toEqual({ action: "read", mimeType: "image/jpeg" });
  });

  it("scales an image down one byte over the limit and refuses such a PDF (never cuts)", () => {
    expect(planDocument(file("ausweis.jpg", "image/jpeg", LIMIT + 1))).toEqual({ action: "compress" });
    expect(planDocument(file("lohn.pdf", "application/pdf", LIMIT + 1))).toEqual({
      action: "refuse",
      reason: "pdf-too-large",
    });
  });

  it("converts image types the server does not store, and refuses everything else", () => {
    expect(planDocument(file("IMG_1.HEIC", "image/heic", 1000))).toEqual({ action: "compress" });
    expect(planDocument(file("scan.bmp", "image/bmp", 1000))).toEqual({ action: "compress" });
    expect(
      planDocument(file("brief.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 1000)),
    ).toEqual({
      action: "refuse",
      reason: "unsupported",
    });
    expect(planDocument(file("leer.pdf", "application/pdf", 0))).toEqual({ action: "refuse", reason: "empty" });
  });

  it("falls back to the extension when the browser reports no type", () => {
    expect(documentMimeType({ name: "Lohn März.PDF", type: "" })).toBe("application/pdf");
    expect(documentMimeType({ name: "ausweis.jpeg", type: "" })).toBe("image/jpeg");
    expect(documentMimeType({ name: "ohne-endung", type: "" })).toBe("");
    expect(planDocument(file("lohn.pdf", "", 100))).toEqual({ action: "read", mimeType: "application/pdf" });
  });

  it("puts the real type into the data URL", () => {
    expect(withMimeType("data:application/octet-stream;base64,JVBERi0=", "application/pdf")).toBe(
      "data:application/pdf;base64,JVBERi0=",
    );
    expect(withMimeType("data:;base64,AAA=", "image/png")).toBe("data:image/png;base64,AAA=");
    expect(withMimeType("kein-data-url", "image/png")).toBe("kein-data-url");
  });

  it("formats sizes in German", () => {
    expect(formatFileSize(LIMIT)).toBe("5 MB");
    expect(formatFileSize(7.5 * 1024 * 1024)).toBe("7,5 MB");
    expect(formatFileSize(300)).toBe("1 KB");
  });
});

describe("checking what the bytes really are", () => {
  const dataUrlOf = (bytes: number[] | string, type = "application/octet-stream") =>
    `data:${type};base64,${Buffer.from(typeof bytes === "string" ? bytes : Uint8Array.from(bytes)).toString("base64")}`;
  it("recognises the document types the server stores", () => {
    expect(sniffDataUrl(dataUrlOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffDataUrl(dataUrlOf([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffDataUrl(dataUrlOf("GIF89a...."))).toBe("image/gif");
    expect(sniffDataUrl(dataUrlOf("RIFF\x00\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
    expect(sniffDataUrl(dataUrlOf("%PDF-1.4\n"))).toBe("application/pdf");
  });
  it("knows nothing else", () => {
    expect(sniffDataUrl(dataUrlOf("hallo welt"))).toBeUndefined();
    expect(sniffDataUrl(dataUrlOf("XXXX\x00\x00\x00\x00WEBP"))).toBeUndefined();
    expect(sniffDataUrl("data:text/plain,hallo")).toBeUndefined();
    expect(sniffDataUrl("data:image/png;base64,***")).toBeUndefined();
  });
});
