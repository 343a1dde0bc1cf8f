import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

export type DevServer = { child: ChildProcess; output: () => string; waitFor: (pattern: RegExp) => Promise<void> };

/** `npm run dev` in its own process group, with only the environment a newcomer has. */
export function startDev(env: Record<string, string>): DevServer {
  const child = spawn("npm", ["run", "dev"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: "development",
      npm_config_update_notifier: "false",
      ...env,
    },
  });
  let text = "";
  const waiting = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += withoutColours(chunk.toString("utf8"));
    for (const check of waiting) check();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!pattern.test(text)) return;
        waiting.delete(check);
        done();
      };
      waiting.add(check);
      child.once("exit", (code) => fail(new Error(`npm run dev exited (${code}) before ${pattern}:\n${text}`)));
      check();
    });
  return { child, output: () => text, waitFor };
}

/** Ends the process group this test started (npm, tsx and the server), by its id. */
export async function stopDev(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  process.kill(-child.pid!, "SIGTERM");
  const force = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 20_000);
  await exited;
  clearTimeout(force);
}
