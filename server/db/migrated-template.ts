import { openPglite } from "./client";
import { migrate } from "./migrate";

/**
 * A migrated, empty embedded database as a tarball (PGlite's dumpDataDir). Opening a copy of it
 * (openPglite's `template`) takes a fraction of creating a new database and migrating it, which
 * is what tests do once per file.
 */
export async function migratedTemplate(): Promise<Blob> {
  const database = await openPglite("memory://");
  try {
    await migrate(database);
    return await database.dump!();
  } finally {
    await database.close();
  }
}
