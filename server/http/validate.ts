import type { RequestHandler } from "express";
import type { ZodError, ZodType } from "zod";
import { badRequest, type FieldError } from "./errors";

type Part = "body" | "query" | "params";

export const validationMessage = "Bitte überprüfen Sie Ihre Eingaben.";

export function toFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/**
 * Parses one part of the request with a shared schema and replaces it with the parsed result,
 * so handlers only ever see validated, typed data.
 */
export function validate(part: Part, schema: ZodType): RequestHandler {
  return (req, _res, next) => {
    const result = schema.safeParse(req[part] ?? {});
    if (!result.success) {
      const errors = toFieldErrors(result.error);
      return next(badRequest(errors[0]?.message ?? validationMessage, errors));
    }
    // Express 5 exposes req.query as a getter; redefine it to hold the parsed value.
    Object.defineProperty(req, part, { value: result.data, writable: true, configurable: true, enumerable: true });
    next();
  };
}

/** The `:id` route parameter after validate("params", idParamSchema) turned it into a number. */
export const idParam = (req: { params: unknown }) => (req.params as { id: number }).id;
