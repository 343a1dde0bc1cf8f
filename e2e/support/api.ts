import type { Property } from "@shared/schema/properties";
import type { BlogPost } from "@shared/schema/blog-posts";
import type { Contact } from "@shared/schema/contacts";
import type { PropertyInput } from "@shared/validation/property";
import type { BlogPostInput } from "@shared/validation/blog";
import type { ApplicationsService } from "../../server/applications/applications.service";
import { validPost, validProperty } from "../../server/test/factories";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./server";

/** A row as it arrives over HTTP: dates are ISO strings. */
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type ApplicationView = Wire<Awaited<ReturnType<ApplicationsService["list"]>>[number]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Plain HTTP client for test data. Keeps cookies by hand and sends the server's own Origin,
 * which passes the same-origin check on state-changing requests.
 */
export function apiClient(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const cookies = new Map<string, string>();

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json", Origin: origin };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (cookies.size) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    const parsed = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
    if (!res.ok) throw new ApiError(res.status, parsed, `${method} ${path} → ${res.status}: ${text}`);
    return parsed as T;
  }

  /** A GET whose answer is kept as bytes (documents, images), whatever its status. */
  async function bytes(path: string) {
    const headers: Record<string, string> = {};
    if (cookies.size) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await fetch(new URL(path, baseUrl), { headers });
    return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
  }

  return {
    bytes,
    get: <T = unknown>(path: string) => request<T>("GET", path),
    post: <T = unknown>(path: string, body?: unknown) => request<T>("POST", path, body ?? {}),
    patch: <T = unknown>(path: string, body: unknown) => request<T>("PATCH", path, body),
    del: (path: string) => request<void>("DELETE", path),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Signs in as the test server's admin and offers helpers for the data a journey needs. */
export async function adminApi(baseUrl: string, credentials = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }) {
  const client = apiClient(baseUrl);
  await client.post("/api/auth/login", credentials);
  return {
    ...client,
    createProperty: (overrides: Partial<PropertyInput> = {}) =>
      client.post<Wire<Property>>("/api/properties", validProperty(overrides)),
    createPost: (overrides: Partial<BlogPostInput> = {}) =>
      client.post<Wire<BlogPost>>("/api/blog", validPost(overrides)),
    listContacts: () => client.get<Wire<Contact>[]>("/api/contacts"),
    listApplications: (status?: string) =>
      client.get<ApplicationView[]>(
        status ? `/api/applications?status=${encodeURIComponent(status)}` : "/api/applications",
      ),
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
