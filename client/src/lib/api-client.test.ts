import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest, errorMessage } from "./api-client";

function mockFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with cookies", async () => {
    const fetchMock = mockFetch(201, '{"id":1}');
    await apiRequest("POST", "/api/contact", { name: "Anna" });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: '{"name":"Anna"}',
    });
  });

  it("throws '{status}: {body}' and keeps the parsed body with field errors", async () => {
    const body = {
      message: "Name muss mindestens 2 Zeichen enthalten",
      errors: [{ path: "name", message: "Name muss mindestens 2 Zeichen enthalten" }],
    };
    mockFetch(400, JSON.stringify(body));
    const error = await apiRequest("POST", "/api/contact", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ name: "Name muss mindestens 2 Zeichen enthalten" });
    expect(errorMessage(error)).toBe("Name muss mindestens 2 Zeichen enthalten");
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiJson", () => {
  it("returns undefined for 204", async () => {
    mockFetch(204, "");
    await expect(apiJson("DELETE", "/api/blog/1")).resolves.toBeUndefined();
  });
});

describe("errorMessage", () => {
  it("falls back to the error's own message, then to a German default", () => {
    expect(errorMessage(new ApiError(500, "Internal Server Error", undefined))).toBe("500: Internal Server Error");
    expect(errorMessage(new Error("kaputt"))).toBe("kaputt");
    expect(errorMessage("???")).toMatch(/unerwarteter Fehler/);
  });
});
