import { spawn } from "node:child_process";

/** `npm run restore -- …args` on DATA_DIR as an operator runs it: its own process, nothing else in its environment. */
export function runRestore(dataDir: string, ...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/restore.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}
