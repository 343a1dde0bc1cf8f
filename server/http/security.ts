import { createHash } from "node:crypto";
import helmet from "helmet";
import { themeInitScript } from "@shared/theme-init";

/** The inline theme script is the only inline script production allows, by its hash. */
const themeInitHash = `'sha256-${createHash("sha256").update(themeInitScript).digest("base64")}'`;

/**
 * Security headers. The CSP allows our own scripts and styles, listing photos from any http(s)
 * host, data/blob URLs for upload previews, and the map's provider once one is configured. Vite's dev server needs inline
 * scripts and its websocket, so development relaxes script-src and connect-src.
 */
export function securityHeaders(options: { isProduction: boolean; mapOrigins?: string[] }) {
  const dev = !options.isProduction;
  // The map's style, tiles, glyphs and sprites come from its provider (MAP_STYLE_URL, MAP_TILE_ORIGINS).
  const map = options.mapOrigins ?? [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", themeInitHash],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:", "http:"],
        "font-src": ["'self'", "data:"],
        "connect-src": dev ? ["'self'", "ws:", "wss:", ...map] : ["'self'", ...map],
        // The map's worker is a script of our own origin.
        "worker-src": ["'self'"],
        "frame-src": ["'self'", "blob:"],
        // No plugins: documents open in a frame (frame-src), never in <object> or <embed>.
        "object-src": ["'none'"],
        "frame-ancestors": ["'self'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": options.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.isProduction,
  });
}
