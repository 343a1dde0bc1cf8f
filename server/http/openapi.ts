import { z, type ZodType } from "zod";
import { errorAnswer } from "@shared/contracts/errors";
import type { AnswerSpec, RouteDef } from "@shared/api/route";
import { SESSION_COOKIE } from "@shared/browser-storage";
import { siteConfig } from "@shared/site-config";
import { routeHandlers } from "./mount-routes";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

// The input side of every schema: requests as they arrive (before coercion), answers as JSON carries
// them (timestamps as ISO strings, the contracts' input side). What JSON Schema cannot say (a
// transform, a refinement) is left open rather than failing the document.
const jsonSchema = (schema: ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
};

/** "/media/:id/:width.:format" → "/media/{id}/{width}.{format}" */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, "{$1}");

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);

function parameters(route: RouteDef): Operation[] {
  const params = route.params ? (jsonSchema(route.params).properties as Record<string, JsonSchema>) : {};
  const fromPath = pathParams(route.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: params[name] ?? { type: "string" },
  }));
  if (!route.query) return fromPath;
  const query = jsonSchema(route.query);
  const required = new Set((query.required as string[] | undefined) ?? []);
  const fromQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...fromPath, ...fromQuery];
}

function requestBody(route: RouteDef): Operation | undefined {
  if (route.body) return { required: true, content: { "application/json": { schema: jsonSchema(route.body) } } };
  if (route.upload) {
    const schema = {
      type: "object",
      required: [route.upload.field],
      properties: { [route.upload.field]: { type: "string", contentMediaType: "application/octet-stream" } },
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  return undefined;
}

const statusText: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  304: "Not Modified",
  503: "Service Unavailable",
};

function answer(status: number, spec: AnswerSpec): Operation {
  const description = statusText[status] ?? String(status);
  if (spec === "empty") return { description };
  if (typeof spec === "object" && "file" in spec) {
    return { description, content: { [spec.file]: { schema: { type: "string", contentMediaType: spec.file } } } };
  }
  return { description, content: { "application/json": { schema: jsonSchema(spec) } } };
}

const errors = (route: RouteDef): Record<string, Operation> => {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  return {
    ...(route.params || route.query || route.body || route.upload
      ? { 400: error("Invalid input (German field messages)") }
      : {}),
    ...(route.access !== "public" ? { 401: error("Not signed in") } : {}),
    ...(route.access === "owner" ? { 403: error("Owners only") } : {}),
    ...(route.limits?.length ? { 429: error("Too many requests; Retry-After says when to try again") } : {}),
  };
};

/** An OpenAPI 3.1 document of every route in the table, for integrators (a CRM, a portal partner). */
export function openApiDocument(table: Record<string, RouteDef>): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [operationId, route] of Object.entries(table)) {
    const body = requestBody(route);
    const params = parameters(route);
    const responses = Object.fromEntries(
      Object.entries(route.answers).map(([status, spec]) => [status, answer(Number(status), spec)]),
    );
    (paths[openApiPath(route.path)] ??= {})[route.method] = {
      operationId,
      summary: route.summary,
      tags: [route.tag],
      ...(route.access === "public" ? {} : { security: [{ session: [] }] }),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: { ...responses, ...errors(route) },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.name} API`,
      version: "1",
      description:
        "The routes of the website and its admin area. Staff routes need the session cookie of a signed-in account; writes must come from the site's own origin. Messages are in German.",
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(errorAnswer) },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
    },
  };
}

/** GET /api/openapi.json: the document, built on first request and kept (the table never changes). */
export function openApiHandlers(table: Record<string, RouteDef>) {
  let document: string | undefined;
  return routeHandlers({
    openApi: (_input, _reply, _req, res) => {
      document ??= JSON.stringify(openApiDocument(table));
      res.type("application/json").set("Cache-Control", "public, max-age=3600").send(document);
    },
  });
}
