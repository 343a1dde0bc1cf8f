import type { DestinationStream } from "pino";
import type PinoPretty from "pino-pretty";
import type { MessageFormatFunc } from "pino-pretty";
import { startupBox, type StartupFacts } from "./startup-banner";

// Development's console: one readable line per entry instead of JSON. A request reads
// "GET /api/properties 200 12 ms"; the start-up entry becomes the banner box.

type Entry = Record<string, unknown>;
type Colorette = Parameters<MessageFormatFunc>[3]["colors"];
type RequestEntry = { req: { method: string; path: string }; res: { status: number }; responseTime?: number };

const isRequest = (log: Entry): log is Entry & RequestEntry =>
  typeof log.req === "object" && log.req !== null && typeof log.res === "object" && log.res !== null;

function statusColour(status: number, colors: Colorette) {
  if (status >= 500) return colors.red;
  if (status >= 400) return colors.yellow;
  return colors.green;
}

/** The message of one entry as pino-pretty's `messageFormat` shows it. */
export function formatEntry(log: Entry, messageKey: string, colors: Colorette): string {
  const message = String(log[messageKey] ?? "");
  if (log.startup) {
    const paint = { frame: colors.cyan, alert: (text: string) => colors.bold(colors.yellow(text)) };
    return [message, ...startupBox(log.startup as StartupFacts, paint)].join("\n");
  }
  if (isRequest(log)) {
    const { req, res, responseTime } = log;
    const time = responseTime === undefined ? "" : colors.gray(` ${responseTime} ms`);
    return `${req.method} ${req.path} ${statusColour(res.status, colors)(String(res.status))}${time}`;
  }
  return message;
}

/** Fields a line shows in its own words (or that say nothing to a person at the console). */
const shownInTheLine = ["pid", "hostname", "reqId", "req", "res", "responseTime", "startup"];

/**
 * pino-pretty writing synchronously to stdout (or `output`), so log lines and the banner keep their
 * order with what Vite prints. pino-pretty is a development dependency: without it (a production
 * install) the log stays JSON.
 */
export async function prettyDestination(output?: NodeJS.WritableStream): Promise<DestinationStream | undefined> {
  let pretty: typeof PinoPretty;
  try {
    pretty = (await import("pino-pretty")).default;
  } catch {
    return undefined;
  }
  return pretty({
    destination: output ?? 1,
    sync: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: shownInTheLine.join(","),
    messageFormat: (log, messageKey, _level, { colors }) => formatEntry(log, messageKey, colors),
  });
}
