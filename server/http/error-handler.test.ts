import { describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { genericErrorMessage } from "./error-handler";

const ctx = useTestApp();

describe("when the database is gone", () => {
  it("answers health with 503 and other requests with a generic German 500 without internals", async () => {
    await request(ctx.app).get("/api/health").expect(200);
    await ctx.database.close();
    expect((await request(ctx.app).get("/api/health").expect(503)).body).toEqual({
      status: "unavailable",
      message: "Die Datenbank antwortet nicht.",
    });
    const res = await request(ctx.app).get("/api/properties").expect(500);
    expect(res.body).toEqual({ message: genericErrorMessage });
  });
});
