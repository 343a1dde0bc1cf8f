import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const fixture = (name: string) => readFileSync(new URL(`../scraper/fixtures/${name}`, import.meta.url), "utf8");

/** Paths of the fixture portal and how each answers. */
export const fixturePaths = {
  apartment: "/koop/amsterdam/appartement-43210987-prinsengracht-263-h/",
  house: "/huur/utrecht/huis-88776655-oudegracht-120/",
  empty: "/koop/rotterdam/appartement-1-leeg/",
  gone: "/koop/den-haag/appartement-weg/",
  blocked: "/koop/leiden/appartement-blocked/",
  slow: "/koop/delft/appartement-langzaam/",
  huge: "/koop/haarlem/appartement-riesig/",
  redirectAway: "/koop/zwolle/appartement-weiterleitung/",
  redirectHome: "/koop/amsterdam/oude-link/",
};

/** A local stand-in for the portal, serving saved pages; nothing is fetched from the internet. */
export async function startFixturePortal(): Promise<{
  server: Server;
  resolve: (url: string) => string;
  close: () => Promise<void>;
}> {
  const server = createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
    switch (req.url) {
      case fixturePaths.apartment:
        return html(fixture("koop-appartement.html"));
      case fixturePaths.house:
        return html(fixture("huur-woonhuis.html"));
      case fixturePaths.empty:
        return html(fixture("leeg.html"));
      case fixturePaths.blocked:
        return res.writeHead(403).end("Forbidden");
      case fixturePaths.slow:
        return void setTimeout(() => html(fixture("leeg.html")), 2000);
      case fixturePaths.huge:
        return html(`<html>${"x".repeat(4 * 1024 * 1024)}</html>`);
      case fixturePaths.redirectAway:
        return res.writeHead(302, { Location: "https://evil.example/phish" }).end();
      case fixturePaths.redirectHome:
        return res.writeHead(301, { Location: fixturePaths.apartment }).end();
      default:
        return res.writeHead(404).end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    resolve: (url) => `http://127.0.0.1:${port}${new URL(url).pathname}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
