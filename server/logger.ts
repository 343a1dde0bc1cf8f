import pino, { type DestinationStream } from "pino";

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

const PARAMS_REDACTED = "params: [nicht protokolliert]";

/** Parameters of a failed query, for it and its causes: Drizzle's "params: …" line and each text value. */
function queryParameters(error: unknown): { lines: string[]; values: string[] } {
  const lines: string[] = [];
  const values: string[] = [];
  for (let at = error, depth = 0; at && typeof at === "object" && depth < 10; depth++) {
    if ("params" in at && Array.isArray(at.params)) {
      lines.push(`params: ${String(at.params)}`);
      // The database quotes a value it cannot read ("invalid input syntax …: \"Anna …\""); very short
      // values cannot identify anyone and would garble the message.
      values.push(...at.params.flat(2).filter((v): v is string => typeof v === "string" && v.length >= 3));
    }
    at = (at as { cause?: unknown }).cause;
  }
  return { lines, values };
}

/**
 * Errors as pino logs them, without SQL parameters: those are what people typed into a form
 * (names, incomes, addresses). The query text stays, so the failing statement is still known.
 */
export function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const { lines, values } = queryParameters(error);
  if (!lines.length) return serialized;
  const clean = (text: unknown) => {
    if (typeof text !== "string") return text;
    const withoutLines = lines.reduce((t, line) => t.split(line).join(PARAMS_REDACTED), text);
    return values.reduce((t, value) => t.split(value).join("[…]"), withoutLines);
  };
  const { params: _dropped, ...rest } = serialized;
  return { ...rest, message: clean(rest.message), stack: clean(rest.stack) };
}

/** JSON lines on stdout, or into `destination` (development's readable console, pretty-log.ts). */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = { level, redact: { paths: redactPaths, remove: true }, serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
