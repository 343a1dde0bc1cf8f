import { describe, expect, it, vi } from "vitest";
import { type DocumentError, processDocument } from "./process-document";

const LIMIT = 1000;
const PDF_START = "%PDF-1.4\n";
const JPEG_START = "\xff\xd8\xff\xe0";
const PNG_START = "\x89PNG\r\n\x1a\n";
const bytesOf = (start: string, size: number) => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < Math.min(start.length, size); i++) bytes[i] = start.charCodeAt(i);
  return bytes;
};
const fakeFile = (
  name: string,
  type: string,
  size: number,
  start = type === "application/pdf" || name.endsWith(".pdf") ? PDF_START : PNG_START,
) => new File([bytesOf(start, size)], name, { type });
// Node has no FileReader: this reader does what it does (base64 of the bytes, the browser's type).
const read = vi.fn(
  async (blob: Blob) =>
    `data:${blob.type || "application/octet-stream"};base64,${Buffer.from(await blob.arrayBuffer()).toString("base64")}`,
);
const jpegBlob = (size: number) => new Blob([bytesOf(JPEG_START, size)], { type: "image/jpeg" });
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e: DocumentError) => e.reason,
  );

describe("turning a chosen document into a data URL", () => {
  it("reads a file of exactly the limit whole, with its real type", async () => {
    const compress = vi.fn();
    const result = await processDocument(fakeFile("lohn.pdf", "", LIMIT), LIMIT, { read, compress });
    expect(result).toMatchObject({ mimeType: "application/pdf", size: LIMIT, compressed: false });
    expect(result.dataUrl.startsWith("data:application/pdf;base64,")).toBe(true);
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ size: LIMIT }));
    expect(compress).not.toHaveBeenCalled();
  });

  it("re-encodes an image over the limit as JPEG and never passes on the original bytes", async () => {
    const compress = vi.fn(async () => jpegBlob(LIMIT - 10));
    const result = await processDocument(fakeFile("ausweis.png", "image/png", LIMIT + 1), LIMIT, { read, compress });
    expect(result).toMatchObject({ mimeType: "image/jpeg", size: LIMIT - 10, compressed: true });
    expect(result.dataUrl.startsWith("data:image/jpeg;base64,")).toBe(true);
  });

  it("refuses a PDF over the limit instead of cutting it", async () => {
    const compress = vi.fn();
    expect(
      await reason(processDocument(fakeFile("lohn.pdf", "application/pdf", LIMIT + 1), LIMIT, { read, compress })),
    ).toBe("pdf-too-large");
    expect(compress).not.toHaveBeenCalled();
  });

  it("names each failure", async () => {
    const failingRead = async () => Promise.reject(new Error("kaputt"));
    const noCompress = vi.fn(async () => Promise.reject(new Error("nicht dekodierbar")));
    const tooBig = vi.fn(async () => jpegBlob(LIMIT + 1));
    expect(
      await reason(
        processDocument(fakeFile("a.png", "image/png", 10), LIMIT, { read: failingRead, compress: noCompress }),
      ),
    ).toBe("read");
    expect(
      await reason(processDocument(fakeFile("a.png", "image/png", LIMIT + 1), LIMIT, { read, compress: noCompress })),
    ).toBe("compress");
    expect(
      await reason(processDocument(fakeFile("a.png", "image/png", LIMIT + 1), LIMIT, { read, compress: tooBig })),
    ).toBe("compress");
    expect(
      await reason(processDocument(fakeFile("a.txt", "text/plain", 10), LIMIT, { read, compress: noCompress })),
    ).toBe("unsupported");
    expect(
      await reason(processDocument(fakeFile("a.pdf", "application/pdf", 0), LIMIT, { read, compress: noCompress })),
    ).toBe("empty");
    expect(
      await reason(
        processDocument(fakeFile("a.pdf", "application/pdf", 10, "kein pdf"), LIMIT, { read, compress: noCompress }),
      ),
    ).toBe("corrupt");
    expect(
      await reason(
        processDocument(fakeFile("a.png", "image/png", 10, "kaputt"), LIMIT, { read, compress: noCompress }),
      ),
    ).toBe("corrupt");
  });

  it("sends an image as what its bytes say, and converts one it does not recognise", async () => {
    const jpegNamedPng = await processDocument(fakeFile("foto.png", "image/png", 20, JPEG_START), LIMIT, {
      read,
      compress: vi.fn(),
    });
    expect(jpegNamedPng).toMatchObject({ mimeType: "image/jpeg", compressed: false });
    expect(jpegNamedPng.dataUrl.startsWith("data:image/jpeg;base64,")).toBe(true);
    const compress = vi.fn(async () => jpegBlob(50));
    const heicNamedJpg = await processDocument(fakeFile("foto.jpg", "image/jpeg", 20, "....ftypheic"), LIMIT, {
      read,
      compress,
    });
    expect(heicNamedJpg).toMatchObject({ mimeType: "image/jpeg", size: 50, compressed: true });
  });
});
