import request from "supertest";
import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { routeTable } from "@shared/api/routes/index";
import { useTestApp } from "../test/test-app";
import { openApiPath } from "./openapi";

const ctx = useTestApp();

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every method and path the app answers through a route (not middleware), found in Express' own stack. */
function mountedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((method) => method !== "_all");
      return methods.map((method) => `${method} ${layer.route!.path}`);
    }
    return layer.handle?.stack ? mountedRoutes(layer.handle.stack) : [];
  });
}

const tableRoutes = () => Object.values(routeTable).map((route) => `${route.method} ${route.path}`);

describe("the route table", () => {
  it("lists every route the app mounts, and the app mounts every route in it, once", () => {
    const mounted = mountedRoutes((ctx.app as unknown as { router: { stack: Layer[] } }).router.stack);
    expect(mounted.length).toBeGreaterThan(60);
    expect([...mounted].sort()).toEqual([...tableRoutes()].sort());
    expect(new Set(mounted).size).toBe(mounted.length);
  });

  it("serves an OpenAPI 3.1 document of every route that the validator accepts", async () => {
    const response = await request(ctx.app).get("/api/openapi.json").expect(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = response.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe("3.1.0");

    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(
      tableRoutes()
        .map((entry) => entry.replace(/ (.*)$/, (_m, path: string) => ` ${openApiPath(path)}`))
        .sort(),
    );
  });

  it("describes a route's input and answer as the client and the server apply them", async () => {
    const { body } = await request(ctx.app).get("/api/openapi.json").expect(200);
    const update = body.paths["/api/properties/{id}"].patch;
    expect(update.operationId).toBe("updateProperty");
    expect(update.security).toEqual([{ session: [] }]);
    expect(update.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    expect(Object.keys(update.requestBody.content["application/json"].schema.properties)).toContain("price");
    expect(update.responses["200"].content["application/json"].schema.properties.title).toBeDefined();
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(["200", "400", "401"]));

    const contact = body.paths["/api/contact"].post;
    expect(contact.security).toBeUndefined();
    expect(contact.responses["429"]).toBeDefined();
    const list = body.paths["/api/properties"].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["type", "page", "pageSize"]),
    );
  });
});
