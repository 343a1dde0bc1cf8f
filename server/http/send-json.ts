import type { Response } from "express";
import { z, type ZodType } from "zod";
import type { Sent } from "@shared/contracts/json";

/**
 * Sends `value` as the JSON answer described by `contract` (shared/contracts). The compiler checks
 * the value against the contract, so a handler cannot send a shape the client does not know.
 */
export function sendJson<S extends ZodType>(res: Response, contract: S, value: Sent<S>, status = 200): void {
  // Under test (app setting "env", from the config) every answer is also checked at run time, so a
  // test that looks at one field still fails when the answer drifts from what the client expects.
  if (res.app.get("env") === "test") {
    const result = z.safeEncode(contract, value);
    if (!result.success) throw new Error(`Answer breaks its contract: ${z.prettifyError(result.error)}`);
  }
  res.status(status).json(value);
}
