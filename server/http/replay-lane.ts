import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import fresh from "fresh";
import { createByteCache } from "../cache/byte-cache";
import { carriesSessionCookie } from "../auth/session";
import type { Logger } from "../logger";
import type { CompressedJson } from "./compressed-json";
import { requestLogMessage } from "./request-log";

// Visitors ask for the same few list pages over and over, and each is a cache hit of a few KB.
// Through Express (logging, security headers, sessions, routing, validation) such a hit costs
// several times what sending its bytes costs. The replay lane answers a repeated visitor request
// the way Express answered it the last time: the same status, headers and stored bytes, for as
// long as the cached answer it sent is still the current one. Anything else goes to Express,
// which records what it sends for the next time.

type Encoding = "br" | "gzip";

/** What Express sent for one URL and Accept-Encoding. The answer is only weakly held: the cache owns it. */
type Recording = {
  answer: WeakRef<CompressedJson>;
  encoding: Encoding;
  /** The headers of the 200, and of a 304 (the same without the body's encoding and length). */
  full: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  bytes: number;
};

export type ReplayLaneOptions = {
  /** Paths (without query) whose visitor answers may be replayed. */
  paths: RegExp[];
  /** Whether a cached answer is still the one the cache gives (not expired, not dropped by a write). */
  isCurrent: (answer: CompressedJson) => boolean;
  logger: Logger;
  /** Upper bound of the recordings' bytes (headers and keys; the answers belong to the cache). */
  maxBytes?: number;
};

const MAX_URL_LENGTH = 1024;
const recorder = Symbol("replay recorder");
type Recordable = ServerResponse & { [recorder]?: (answer: CompressedJson, encoding: Encoding) => void };

// Set by Node for each response (or meaningless for another one); a replay must not copy them.
const perResponse = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
// Describe the body, which a 304 has none of.
const bodyHeaders = new Set(["content-encoding", "content-length"]);

/**
 * Offers the compressed answer Express is about to send for recording; a no-op unless the replay
 * lane marked this request as one it may answer next time.
 */
export function offerForReplay(res: ServerResponse, answer: CompressedJson, encoding: Encoding): void {
  (res as Recordable)[recorder]?.(answer, encoding);
}

export function createReplayLane({ paths, isCurrent, logger, maxBytes = 1024 * 1024 }: ReplayLaneOptions) {
  const recordings = createByteCache<Recording, undefined>({ maxBytes, ttlMs: Number.MAX_SAFE_INTEGER });

  /** The key of a request the lane may answer: a visitor's GET of a replayable path. */
  function keyOf(req: IncomingMessage): string | undefined {
    const url = req.url ?? "";
    if (req.method !== "GET" || url.length > MAX_URL_LENGTH) return undefined;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (!paths.some((pattern) => pattern.test(path))) return undefined;
    // A signed-in admin sees hidden listings; only Express (with the session) knows who is asking.
    if (carriesSessionCookie(req)) return undefined;
    return `${url}\n${req.headers["accept-encoding"] ?? ""}`;
  }

  function replay(req: IncomingMessage, res: ServerResponse, recording: Recording, answer: CompressedJson) {
    const started = performance.now();
    if (fresh(req.headers, { etag: answer.etag })) res.writeHead(304, recording.notModified).end();
    else res.writeHead(200, recording.full).end(answer[recording.encoding]);
    if (logger.isLevelEnabled("info"))
      logger.info(
        {
          req: { method: req.method, path: req.url!.split("?")[0] },
          res: { status: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          replayed: true,
        },
        requestLogMessage,
      );
  }

  function recordWhenSent(key: string, res: Recordable) {
    res[recorder] = (answer, encoding) => {
      res.once("finish", () => {
        if (res.statusCode !== 200 || !isCurrent(answer)) return;
        const sent = Object.entries(res.getHeaders()).filter(([name]) => !perResponse.has(name));
        const full = Object.fromEntries(sent) as OutgoingHttpHeaders;
        const notModified = Object.fromEntries(sent.filter(([name]) => !bodyHeaders.has(name))) as OutgoingHttpHeaders;
        const bytes = 2 * key.length + 4 * JSON.stringify(full).length;
        recordings.put(key, undefined, { answer: new WeakRef(answer), encoding, full, notModified, bytes });
      });
    };
  }

  return {
    /** Answers the request as recorded and returns true; otherwise returns false for Express to answer. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const key = keyOf(req);
      if (key === undefined) return false;
      const recording = recordings.peek(key);
      const answer = recording?.answer.deref();
      if (recording && answer && isCurrent(answer)) {
        replay(req, res, recording, answer);
        return true;
      }
      recordWhenSent(key, res);
      return false;
    },
    stats: recordings.stats,
  };
}

export type ReplayLane = ReturnType<typeof createReplayLane>;
