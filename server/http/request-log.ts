import type { IncomingMessage } from "node:http";
import { randomUUID } from "node:crypto";
import { pinoHttp } from "pino-http";
import { serializeError, type Logger } from "../logger";

/** The message of a logged request (the replay lane logs its answers with it too). */
export const requestLogMessage = "Anfrage beantwortet";

// What the Vite dev server serves to the browser for a page: its client, React refresh, the app's
// source modules and pre-bundled dependencies, files outside the client root (/@fs/…) and module
// queries. Hundreds per page view, none of them something the app answered.
const devServerPaths = /^\/(?:@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/|__vite)/;
const devServerQuery = /[?&](?:import|direct|html-proxy|t=\d+|v=[\w]+)(?:&|=|$)/;

export function isDevServerModuleRequest(url: string): boolean {
  return devServerPaths.test(url) || devServerQuery.test(url);
}

/**
 * One entry per request with method, path, status and time: no headers (cookies), no query
 * strings, never bodies. With the Vite dev server, its module requests are left out.
 */
export function requestLog(logger: Logger, options: { skipDevServerModules: boolean }) {
  return pinoHttp({
    logger,
    genReqId: (req) => (req.headers["x-request-id"] as string) || randomUUID(),
    quietReqLogger: true,
    autoLogging: options.skipDevServerModules
      ? { ignore: (req: IncomingMessage) => isDevServerModuleRequest(req.url ?? "") }
      : true,
    customSuccessMessage: () => requestLogMessage,
    customErrorMessage: () => "Anfrage fehlgeschlagen",
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split("?")[0] }),
      res: (res) => ({ status: res.statusCode }),
      err: serializeError,
    },
  });
}
