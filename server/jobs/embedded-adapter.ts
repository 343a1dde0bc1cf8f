import type { Db as JobsDb } from "pg-boss";
import type { Database } from "../db/client";

/**
 * The job queue's connection to the embedded database. PGlite is one connection shared by the whole
 * process, so each of pg-boss's statements (a parameterised query, or a BEGIN … COMMIT block sent as
 * one text) runs as one turn of that connection: no request's statement can land inside it. A
 * failed block is rolled back in the same turn, before anyone else's statement could run in the
 * aborted transaction.
 */
export function embeddedJobsDb(alone: NonNullable<Database["alone"]>): JobsDb {
  return {
    executeSql: (text, values) =>
      alone(async (connection) => {
        try {
          if (values?.length) return await connection.query(text, values);
          const results = await connection.exec(text);
          return { rows: results.flatMap((result) => result.rows ?? []) };
        } catch (error) {
          await connection.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      }),
  };
}
