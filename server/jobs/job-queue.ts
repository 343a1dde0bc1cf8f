import { PgBoss, type Db as JobsDb } from "pg-boss";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { embeddedJobsDb } from "./embedded-adapter";

/** What a job's handler gets besides its data. Throwing makes the queue retry the job later. */
export type JobContext = { id: string; retryCount: number };
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type JobDefinition = {
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Wait before the first retry, doubled (with jitter) for each further one (default 30 s). */
  retryDelaySeconds?: number;
  /** Longest wait between two attempts (default 1 h). */
  retryDelayMaxSeconds?: number;
  /** A running job that has not finished after this long counts as failed and is retried (default 5 min). */
  expireInSeconds?: number;
  /** Cron expression (UTC) to run the job on a schedule, e.g. "15 3 * * *". */
  cron?: string;
};

export type JobQueueOptions = {
  logger: Logger;
  /** How often an idle worker looks for new jobs (at least 0.5 s). */
  pollSeconds: number;
  /** Default for each job's first retry delay (tests shorten it). */
  retryDelaySeconds: number;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

const defaultExpireSeconds = 5 * 60;

/**
 * The durable job queue (pg-boss) on the application's own database, on both drivers. Jobs are rows
 * in the `pgboss` schema: they survive a restart, are retried with exponential backoff, and each
 * one is fetched by one worker only (FOR UPDATE SKIP LOCKED), however many server processes share a
 * database. Modules `define` their jobs while the app is wired; `start` installs/updates the
 * schema and begins working them; `stop` lets running jobs finish.
 */
export function createJobQueue(database: Database, options: JobQueueOptions) {
  const definitions = new Map<string, { handler: JobHandler<never>; definition: JobDefinition }>();
  const onStart: Array<() => Promise<void>> = [];
  let boss: PgBoss | undefined;
  const workers = new Map<string, string>();
  // A worker sleeps between polls; woken, it fetches again at once (after finishing a job, or when
  // this process has just queued one), so a busy queue drains without waiting out the interval.
  const wake = (name: string) => {
    const worker = workers.get(name);
    if (worker) boss?.notifyWorker(worker);
  };
  let running = false;

  const connection = (): JobsDb =>
    database.alone
      ? embeddedJobsDb(database.alone)
      : { executeSql: (text, values) => database.pool.query(text, values as unknown[] | undefined) };

  return {
    /** Registers a job type and its handler; call before start(). */
    define<T>(name: string, handler: JobHandler<T>, definition: JobDefinition = {}): void {
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<never>, definition });
    },

    /** Runs after start() has begun working jobs, e.g. to queue work that waited while the process was down. */
    whenStarted(work: () => Promise<void>): void {
      onStart.push(work);
    },

    /** True between start() and stop(): send() works only then. */
    running: () => running,

    /**
     * Queues one job. `id` (a UUID) makes sending idempotent: a job with that id is not queued twice.
     * Resolves to the job's id, or null when an equal job is already queued.
     */
    async send<T extends object>(
      name: string,
      data: T,
      jobOptions: { id?: string; startAfterSeconds?: number } = {},
    ): Promise<string | null> {
      if (!boss || !running) throw new Error(`job queue not running; cannot send ${name}`);
      const id = await boss.send(name, data, {
        id: jobOptions.id,
        startAfter: jobOptions.startAfterSeconds,
      });
      if (!jobOptions.startAfterSeconds) wake(name);
      return id;
    },

    async start(): Promise<void> {
      if (running) return;
      boss = new PgBoss({
        db: connection(),
        backend: database.kind === "pglite" ? "pglite" : "postgres",
        schema: "pgboss",
        // The embedded database has one connection and one process: no registry, no telemetry.
        registerInstance: false,
        openTelemetry: { enabled: false },
        superviseIntervalSeconds: 60,
      });
      boss.on("error", (error) => options.logger.warn({ err: error }, "Job-Warteschlange: Fehler"));
      await boss.start();
      for (const [name, { handler, definition }] of definitions) {
        const queue = {
          retryLimit: definition.retryLimit ?? 5,
          retryDelay: definition.retryDelaySeconds ?? options.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: definition.retryDelayMaxSeconds ?? 3600,
          expireInSeconds: definition.expireInSeconds ?? defaultExpireSeconds,
        };
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
        const worker = await boss.work<never>(
          name,
          { batchSize: 1, pollingIntervalSeconds: options.pollSeconds },
          async ([job]) => {
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount });
            } finally {
              wake(name);
            }
          },
        );
        workers.set(name, worker);
        if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: "UTC" });
      }
      running = true;
      for (const work of onStart) await work();
    },

    /** Stops fetching; waits up to `graceMs` for running jobs (an unfinished one is retried after its expiry). */
    async stop(graceMs = 10_000): Promise<void> {
      if (!boss) return;
      running = false;
      const stopping = boss;
      boss = undefined;
      workers.clear();
      await stopping.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
}
