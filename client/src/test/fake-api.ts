import { vi } from "vitest";

/** A request the code under test sent, with its body decoded (JSON, or multipart as an object). */
export type SentRequest = { method: string; path: string; body: unknown };
export type FakeResponse = { status?: number; body?: unknown };

/** A file in a multipart body, as the test compares it. */
export type SentFile = { file: string; type: string; size: number };

async function decodeBody(body: BodyInit | null | undefined): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  if (body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of body.entries())
      fields[key] =
        typeof value === "string" ? value : ({ file: value.name, type: value.type, size: value.size } as SentFile);
    return fields;
  }
  return body;
}

/**
 * Replaces fetch for one test: every request is recorded (method, path, decoded body) and answered
 * by `answer` (status 200 with a JSON body by default). Read what was sent from the returned array.
 */
export function fakeApi(answer: (request: SentRequest) => FakeResponse | Promise<FakeResponse> = () => ({})) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
      const request = {
        method: init.method ?? "GET",
        path: url.pathname + url.search,
        body: await decodeBody(init.body),
      };
      sent.push(request);
      const { status = 200, body = {} } = await answer(request);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return sent;
}
