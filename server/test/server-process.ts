import { spawn, type ChildProcess } from "node:child_process";

export type ServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** The port it listens on, once it says so; rejects when it exits first. */
  listening: Promise<number>;
  /** Its exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Sends a signal unless it has already exited. */
  signal: (name: NodeJS.Signals) => void;
};

/** What a production start needs; no built client is needed for the API. */
export const productionEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "server-process-secret-123",
  SITE_URL: "http://127.0.0.1",
  ADMIN_PASSWORD: "prozess-passwort-123",
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "info",
};

/** The real server (server/index.ts) as a child process, with only the environment given here. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...productionEnv, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = /Server läuft auf http:\/\/localhost:(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
  listening.catch(() => undefined);
  return {
    child,
    output: () => text,
    listening,
    exited,
    signal: (name) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name);
    },
  };
}
