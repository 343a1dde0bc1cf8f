// A reference drawn twice (one in a billion) is drawn again, in the same transaction as the
// application's documents: the applicant gets the new reference and both documents are kept.
import { afterEach, describe, expect, it, vi } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import { createProperty, PDF_BYTES, validApplication } from "../test/factories";
import { references } from "./applications.service";

const ctx = useTestApp();

describe("an application's reference", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is drawn again when it is taken, and the documents stay with the application", async () => {
    // The second application draws the first one's reference, then another.
    vi.spyOn(references, "draw")
      .mockReturnValueOnce("BW-2222-2222")
      .mockReturnValueOnce("BW-2222-2222")
      .mockReturnValueOnce("BW-3333-3333");
    const property = await createProperty(ctx.services, { title: "Mietwohnung für zwei Bewerbungen" });
    const submit = (email: string) =>
      request(ctx.app).post("/api/applications").send(validApplication(property.id, { email })).expect(201);

    expect((await submit("erste@example.de")).body.reference).toBe("BW-2222-2222");
    const second = await submit("zweite@example.de");
    expect(second.body.reference).toBe("BW-3333-3333");

    const admin = await ctx.admin();
    const payslip = await admin
      .get(`/api/applications/${second.body.id}/documents/payslip`)
      .buffer(true)
      .parse(readBinary)
      .expect(200);
    expect(Buffer.compare(payslip.body as Buffer, PDF_BYTES)).toBe(0);
  });
});
