// The ceiling of this machine: a bare Node http server answering the given bytes from memory.
// Usage: node scripts/bench/ceiling.mjs <file with the body> [content encoding]. Prints "PORT=<n>".
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const body = readFileSync(process.argv[2]);
const encoding = process.argv[3] && process.argv[3] !== "identity" ? { "Content-Encoding": process.argv[3] } : {};
const server = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length, ...encoding });
  res.end(body);
}).listen(0, "127.0.0.1", () => console.log(`PORT=${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
