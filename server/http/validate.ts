import type { Request, RequestHandler, Response } from "express";
import type { z, ZodError, ZodType } from "zod";
import { badRequest, type FieldError } from "./errors";

type Part = "body" | "query" | "params";

export const validationMessage = "Bitte überprüfen Sie Ihre Eingaben.";

export function toFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/**
 * Parses one part of the request with a shared schema and replaces it with the parsed result,
 * so handlers only ever see validated data. Handlers get it typed through `withInput`.
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

type Schemas = Partial<Record<Part, ZodType>>;

/** The validated parts of a request, typed by the schemas that parsed them. */
export type Input<S extends Schemas> = { [K in keyof S]: S[K] extends ZodType ? z.output<S[K]> : never };

/**
 * Validates the parts named in `schemas` (params, then query, then body; the first failure is a
 * 400 with German field errors) and calls `handler` with the parsed, typed values:
 * `router.patch("/:id", requireAdmin, ...withInput({ params: idParamSchema, body: patchSchema }, handler))`.
 */
export function withInput<S extends Schemas>(
  schemas: S,
  handler: (input: Input<S>, req: Request, res: Response) => Promise<void> | void,
): RequestHandler[] {
  const parts = (["params", "query", "body"] as const).filter((part) => schemas[part]);
  const validators = parts.map((part) => validate(part, schemas[part]!));
  const run: RequestHandler = (req, res) => {
    const input = Object.fromEntries(parts.map((part) => [part, req[part]])) as Input<S>;
    return handler(input, req, res);
  };
  return [...validators, run];
}
