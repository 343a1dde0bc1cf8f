import pino from "pino";

// Structured logs. Request bodies are never logged; these paths are removed wherever they appear.
export const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "body",
  "*.body",
];

/** The "params: …" texts that Drizzle writes into a failed query's message, for it and its causes. */
function parameterTexts(error: unknown): string[] {
  const texts: string[] = [];
  for (let at = error, depth = 0; at && typeof at === "object" && depth < 10; depth++) {
    if ("params" in at && Array.isArray(at.params)) texts.push(`params: ${String(at.params)}`);
    at = (at as { cause?: unknown }).cause;
  }
  return texts;
}

/**
 * Errors as pino logs them, without SQL parameters: those are what people typed into a form
 * (names, incomes, addresses). The query text stays, so the failing statement is still known.
 */
export function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const texts = parameterTexts(error);
  if (!texts.length) return serialized;
  const clean = (value: unknown) =>
    typeof value === "string"
      ? texts.reduce((text, params) => text.split(params).join("params: [nicht protokolliert]"), value)
      : value;
  const { params: _dropped, ...rest } = serialized;
  return { ...rest, message: clean(rest.message), stack: clean(rest.stack) };
}

export function createLogger(level: string) {
  return pino({ level, redact: { paths: redactPaths, remove: true }, serializers: { err: serializeError } });
}

export type Logger = ReturnType<typeof createLogger>;
