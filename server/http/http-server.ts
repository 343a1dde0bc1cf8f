import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Drain } from "./drain";
import type { ReplayLane } from "./replay-lane";

// A client that sends its request slowly holds a socket and a request slot as long as it likes:
// Node's own bounds are 5 minutes for a request and none for a pause in the body. These bound it.

export type RequestLimits = {
  /** The whole request, headers and body, must have arrived within this. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** The longest pause while a body is arriving. */
  bodyIdleTimeoutMs: number;
};

const tooSlowMessage = "Die Anfrage kam zu langsam an und wurde abgebrochen. Bitte versuchen Sie es erneut.";
const clientErrorMessages: Record<number, string> = {
  400: "Ungültige Anfrage.",
  408: tooSlowMessage,
  431: "Die Kopfzeilen der Anfrage sind zu groß.",
};

const openSockets = new WeakMap<Server, Set<Duplex>>();

/** An HTTP server with these bounds; requests that break them get 408 and a German message. */
export function createHttpServer(limits: RequestLimits): Server {
  const server = createServer({
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    // How often Node looks for requests past their bound (its default, 30 s, would let them overrun).
    connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(limits.headersTimeoutMs / 4))),
  });
  const sockets = new Set<Duplex>();
  openSockets.set(server, sockets);
  server.on("connection", (socket: Duplex) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const body = JSON.stringify({ message: clientErrorMessages[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** Ends the request with 408 when its body pauses longer than `idleMs`; no effect once the body is in. */
export function limitBodyPauses(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  if (!hasBody(req) || req.complete) return;
  const onIdle = () => {
    if (!res.headersSent) {
      res.writeHead(408, { "Content-Type": "application/json; charset=utf-8", Connection: "close" });
      res.end(JSON.stringify({ message: tooSlowMessage }), () => req.socket.destroy());
    } else req.socket.destroy();
  };
  // The socket's inactivity timer; Node reports it on the request while the body is incomplete.
  req.setTimeout(idleMs, onIdle);
  const stop = () => {
    req.off("timeout", onIdle);
    // After the response Node sets the socket's keep-alive timer itself; leave that alone.
    if (!res.writableFinished && !req.socket.destroyed) req.socket.setTimeout(0);
  };
  req.once("end", stop);
  res.once("finish", stop);
}

/**
 * Hands the server's requests to `app`: through the drain (503 while shutting down), with bounded
 * body pauses; a visitor's repeated read may be answered by the replay lane instead.
 */
export function serveRequests(
  server: Server,
  app: (req: IncomingMessage, res: ServerResponse) => void,
  options: { drain: Drain; bodyIdleTimeoutMs: number; replay?: Pick<ReplayLane, "serve"> },
): void {
  server.on("request", (req, res) => {
    if (!options.drain.admit(req, res)) return;
    limitBodyPauses(req, res, options.bodyIdleTimeoutMs);
    if (options.replay?.serve(req, res)) return;
    app(req, res);
  });
}

/**
 * Stops listening and ends every connection now, upgraded ones too (Vite's HMR WebSocket in
 * development), which `closeAllConnections` does not know of and `close` would wait for.
 */
export async function closeHttpServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  openSockets.get(server)?.forEach((socket) => socket.destroy());
  await closed;
}
