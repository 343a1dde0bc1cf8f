import type { IncomingMessage, ServerResponse } from "node:http";

// Shutting down without cutting anyone off: requests that are running finish (within a grace
// period), every answer from then on says `Connection: close` so clients stop reusing the socket,
// and new requests are refused with 503 so a proxy or a client tries again elsewhere or later.

export const shuttingDownMessage =
  "Der Server wird gerade neu gestartet. Bitte versuchen Sie es in wenigen Sekunden erneut.";

export type Drain = {
  /** Takes the request into account, or answers 503 when shutting down (then false). */
  admit: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** From now on refuses new requests and closes sockets after their answers. */
  begin: () => void;
  /** Requests still running. */
  running: () => number;
  /** Resolves when none is running any more (true) or after `graceMs` (false). */
  settled: (graceMs: number) => Promise<boolean>;
};

export function createDrain(): Drain {
  let draining = false;
  const running = new Set<ServerResponse>();
  const waiters = new Set<() => void>();
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  return {
    admit: (_req, res) => {
      if (draining) {
        res.writeHead(503, {
          "Content-Type": "application/json; charset=utf-8",
          "Retry-After": "5",
          "Cache-Control": "no-store",
          Connection: "close",
        });
        res.end(JSON.stringify({ message: shuttingDownMessage }));
        return false;
      }
      running.add(res);
      res.once("close", () => {
        running.delete(res);
        if (running.size === 0) waiters.forEach((wake) => wake());
      });
      return true;
    },
    begin: () => {
      draining = true;
      running.forEach(closeAfterAnswer);
    },
    running: () => running.size,
    settled: (graceMs) =>
      new Promise((resolve) => {
        if (running.size === 0) return resolve(true);
        const timer = setTimeout(() => finish(false), graceMs);
        const wake = () => finish(true);
        const finish = (all: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(all);
        };
        waiters.add(wake);
      }),
  };
}
