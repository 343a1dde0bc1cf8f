import { ConfigError, loadStorageConfig } from "./config";
import { formatDateTime } from "@shared/format";
import { BackupRefused } from "./backups/backup-archive";
import { restoreBackup } from "./backups/restore";

// `npm run restore -- <archive> [--force]`: puts a backup of the embedded database back into
// DATA_DIR while the server is stopped. Speaks German, as the server's console does.

const usage =
  "Aufruf: npm run restore -- <Sicherung.zip> [--force]\n" +
  "Stellt eine Sicherung (aus BACKUP_DIR oder der Verwaltung: System → Sicherungen) in DATA_DIR wieder her. " +
  "Der Datenordner muss leer sein; mit --force wird sein bisheriger Inhalt in einen Unterordner verschoben.";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--force");
  if (files.length !== 1 || unknown.length) {
    console.error(unknown.length ? `Unbekannte Option: ${unknown.join(" ")}\n${usage}` : usage);
    return 2;
  }
  const config = loadStorageConfig();
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL ist gesetzt: die Daten liegen auf einem PostgreSQL-Server, mit allen Fotos und Dokumenten. " +
        "Stellen Sie dort mit pg_restore wieder her (siehe README, „Backup and restore“); diese Sicherungen sind für die eingebettete Datenbank.",
    );
    return 1;
  }
  console.log(`Stelle ${files[0]} in ${config.dataDir} wieder her …`);
  const started = Date.now();
  const result = await restoreBackup({
    archive: files[0],
    dataDir: config.dataDir,
    backupDir: config.backup.dir,
    force: args.includes("--force"),
    lockStaleMs: config.dataDirLockStaleMs,
  });
  const { counts, manifest } = result;
  console.log(
    `Wiederhergestellt in ${((Date.now() - started) / 1000).toFixed(1)} s: Sicherung vom ${formatDateTime(manifest.createdAt)} ` +
      `mit ${count(counts.properties, "Immobilie", "Immobilien")}, ${count(counts.applications, "Bewerbung", "Bewerbungen")}, ` +
      `${count(counts.users, "Konto", "Konten")} und ${count(manifest.mediaFiles, "Mediendatei", "Mediendateien")} in ${result.folder}.`,
  );
  if (result.setAside)
    console.log(`Der bisherige Inhalt liegt in ${result.setAside}; löschen Sie ihn, wenn alles stimmt.`);
  console.log("Starten Sie jetzt den Server (npm start oder npm run dev).");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused || error instanceof ConfigError) {
      console.error(error.message);
      console.error("Am Datenordner wurde nichts verändert.");
    } else console.error("Wiederherstellen fehlgeschlagen:", error);
    process.exit(1);
  },
);
