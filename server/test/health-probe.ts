import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export type Listening = { baseUrl: string; close: () => Promise<void> };

/** Starts the app on a free port of the loopback interface (for tests that need a real socket). */
export async function listen(app: Express): Promise<Listening> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Responsiveness = {
  /** Health answers received while the work ran. */
  answers: number;
  /** The longest time (ms) between two health answers, or between the start and the first one. */
  longestGapMs: number;
  /** Median time (ms) of a health request on this machine just before the work, when idle. */
  idleMedianMs: number;
  /** The synchronous work the attack cannot avoid (parsing its bodies, say), timed in this run. */
  unavoidableMs: number;
  /** The gap this run allows: generous against a busy machine, far below a blocked event loop. */
  allowedGapMs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timedHealth(baseUrl: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/health`);
  await res.arrayBuffer();
  return performance.now() - started;
}

/**
 * Runs `work` while asking GET /api/health one request after another, and reports how long the
 * server went without answering. The allowance is measured in the same run: 20 × the idle median,
 * or the synchronous work the attack cannot avoid (`unavoidableMs`, timed by the caller on this
 * machine just before), whichever is larger, and at least one second. So a slow or busy machine
 * does not fail it, while a blocked event loop (seconds without an answer) does.
 */
export async function probeHealthDuring<T>(
  baseUrl: string,
  work: () => Promise<T>,
  unavoidableMs = 0,
): Promise<{ result: T; health: Responsiveness }> {
  const idle: number[] = [];
  for (let i = 0; i < 9; i++) idle.push(await timedHealth(baseUrl));
  const idleMedianMs = median(idle);

  let done = false;
  let answers = 0;
  let longestGapMs = 0;
  let last = performance.now();
  const probing = (async () => {
    while (!done) {
      const answered = await timedHealth(baseUrl).then(
        () => true,
        () => false,
      );
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      if (!answered) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      last = now;
      answers++;
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    // The probe under way when the work ended was asked during it: its answer counts too.
    done = true;
    await probing;
  }
  const allowedGapMs = Math.max(1000, 20 * idleMedianMs, unavoidableMs);
  return { result, health: { answers, longestGapMs, idleMedianMs, unavoidableMs, allowedGapMs } };
}

/** The median time (ms) of `count` synchronous runs of `task` on this machine, now. */
export function timeSync(task: () => unknown, count = 3): number {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    task();
    times.push(performance.now() - started);
  }
  return median(times);
}
