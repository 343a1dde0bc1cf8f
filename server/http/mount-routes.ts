import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z, ZodType } from "zod";
import type { Sent } from "@shared/contracts/json";
import type { Access, RateLimitName, RouteDef } from "@shared/api/route";
import type { RouteTable } from "@shared/api/routes/index";
import { requireAdmin, requireOwner } from "./guards";
import { sendJson } from "./send-json";
import { validate } from "./validate";

/** The validated parts of a request to route R, typed by the table's schemas (or the server's stricter ones). */
export type RouteInput<R extends RouteDef, O extends Overrides = object> = {
  params: SchemaOutput<O extends { params: ZodType } ? O["params"] : R["params"]>;
  query: SchemaOutput<O extends { query: ZodType } ? O["query"] : R["query"]>;
  body: SchemaOutput<O extends { body: ZodType } ? O["body"] : R["body"]>;
};
type SchemaOutput<S> = S extends ZodType ? z.output<S> : undefined;

/**
 * Answers route R with one of its declared JSON answers (checked against the contract) or an empty
 * one; a file answer the handler writes to `res` itself.
 */
export type Reply<R extends RouteDef> = <S extends keyof R["answers"] & number>(
  status: S,
  ...value: R["answers"][S] extends ZodType ? [Sent<R["answers"][S]>] : R["answers"][S] extends "empty" ? [] : [never]
) => void;

type Overrides = Partial<Record<"params" | "query" | "body", ZodType>>;

export type HandlerFn<R extends RouteDef, O extends Overrides = object> = (
  input: RouteInput<R, O>,
  reply: Reply<R>,
  req: Request,
  res: Response,
) => Promise<void> | void;

/**
 * A route's handler: a function, or one with middleware that runs before validation (`before`,
 * e.g. the multipart parser) and server-only schemas that replace the table's (`schemas`, e.g. a
 * password rule that reads the server's list of common passwords).
 */
export type RouteHandler<R extends RouteDef> =
  HandlerFn<R> | { before?: RequestHandler[]; schemas?: Overrides; handle: HandlerFn<R, Overrides> };

/** A handler for every route of a table, checked by the compiler: no route is left without one. */
export type Handlers<T extends Record<string, RouteDef>> = { [K in keyof T]: RouteHandler<T[K]> };

/** With server-only schemas, the handler's input is typed by them. */
export function withSchemas<R extends RouteDef, O extends Overrides>(
  _route: R,
  schemas: O,
  handle: HandlerFn<R, O>,
  before: RequestHandler[] = [],
): RouteHandler<R> {
  return { before, schemas, handle: handle as HandlerFn<R, Overrides> };
}

const guards: Record<Access, RequestHandler[]> = {
  public: [],
  staff: [requireAdmin],
  owner: [requireOwner],
};

export type LimitHandlers = Record<RateLimitName, RequestHandler[]>;

function replyFor(route: RouteDef, res: Response): Reply<RouteDef> {
  return ((status: number, value?: unknown) => {
    const answer = route.answers[status];
    if (answer === undefined) throw new Error(`${route.method} ${route.path} declares no answer ${status}`);
    if (answer === "empty") res.status(status).end();
    else if (typeof answer === "object" && "file" in answer) throw new Error("A file answer is written to res");
    else sendJson(res, answer, value as never, status);
  }) as Reply<RouteDef>;
}

/**
 * One router with every route of the table, in the table's order: its guard (who may call it),
 * its rate limits, the handler's own middleware, validation of params, query and body (the first
 * failure is a 400 with German field errors), then the handler.
 */
export function mountRoutes<T extends Record<string, RouteDef>>(
  table: T,
  handlers: Handlers<T>,
  limits: LimitHandlers,
): Router {
  const router = Router();
  for (const [name, route] of Object.entries(table)) {
    const handler = handlers[name as keyof T] as RouteHandler<RouteDef>;
    const {
      before = [],
      schemas = {},
      handle,
    } = typeof handler === "function"
      ? { handle: handler }
      : (handler as Exclude<RouteHandler<RouteDef>, HandlerFn<RouteDef>>);
    const parts = (["params", "query", "body"] as const).filter((part) => schemas[part] ?? route[part]);
    const run: RequestHandler = (req, res) =>
      handle(
        { params: req.params, query: req.query, body: parts.includes("body") ? req.body : undefined } as never,
        replyFor(route, res),
        req,
        res,
      );
    router[route.method](
      route.path,
      ...guards[route.access],
      ...(route.limits ?? []).flatMap((name) => limits[name]),
      ...before,
      ...parts.map((part) => validate(part, (schemas[part] ?? route[part])!)),
      run,
    );
  }
  return router;
}

/**
 * A module's handlers for some routes of the table, each typed by its entry (input, reply). The
 * app puts all of them together, and the compiler checks that every route has one.
 */
export const routeHandlers = <H extends Partial<Handlers<RouteTable>>>(handlers: H): H => handlers;
