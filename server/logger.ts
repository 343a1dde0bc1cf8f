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

export function createLogger(level: string) {
  return pino({ level, redact: { paths: redactPaths, remove: true } });
}

export type Logger = ReturnType<typeof createLogger>;
