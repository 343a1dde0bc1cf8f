import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { timestamp, type Sent } from "@shared/contracts/json";
import { sendJson } from "./send-json";

const contract = z.object({ id: z.number().int(), createdAt: timestamp });

function appSending(env: string, value: unknown) {
  const app = express();
  app.set("env", env);
  app.get("/", (_req, res) => sendJson(res, contract, value as Sent<typeof contract>));
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ message: "kaputt" });
  });
  return app;
}

describe("sendJson", () => {
  it("writes timestamps as ISO strings, which the contract reads back as dates", async () => {
    const createdAt = new Date("2026-11-25T08:00:00.000Z");
    const res = await request(appSending("test", { id: 7, createdAt }))
      .get("/")
      .expect(200);
    expect(res.body).toEqual({ id: 7, createdAt: "2026-11-25T08:00:00.000Z" });
    expect(contract.parse(res.body)).toEqual({ id: 7, createdAt });
  });

  it("refuses under test an answer that breaks its contract, and does not check in production", async () => {
    const broken = { id: "7", createdAt: "gestern" };
    await request(appSending("test", broken)).get("/").expect(500);
    await request(appSending("production", broken)).get("/").expect(200);
  });
});
