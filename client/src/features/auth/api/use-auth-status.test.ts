import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_CACHE_KEY } from "../lib/auth-status";
import { fetchAuthStatus } from "./use-auth-status";

const signedIn = { authenticated: true, user: { id: 1, username: "admin", role: "owner" as const } };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("fetchAuthStatus", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal("sessionStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server and remembers the answer for the session", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(signedIn), { status: 200, headers: { "Content-Type": "application/json" } }),
      ),
    );
    expect(await fetchAuthStatus()).toEqual(signedIn);
    expect(JSON.parse(storage.getItem(AUTH_CACHE_KEY)!)).toEqual(signedIn);
  });

  it("uses the remembered status when the request fails", async () => {
    storage.setItem(AUTH_CACHE_KEY, JSON.stringify(signedIn));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await fetchAuthStatus()).toEqual(signedIn);
  });

  it("fails when there is neither an answer nor a remembered status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("kaputt", { status: 503 })),
    );
    await expect(fetchAuthStatus()).rejects.toThrow("503: kaputt");
  });
});
