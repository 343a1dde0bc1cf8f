import { DatabaseBackup, Download } from "lucide-react";
import { formatDateTime, formatFileSize } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError, LoadingBlock } from "@/components/ui/load-states";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useBackups, useCreateBackup, useDownloadBackup } from "../api/use-backups";

const columns = [
  { label: "Erstellt" },
  { label: "Größe", align: "right" as const, className: "w-28" },
  { label: "Datei", className: "w-36" },
];

/** The backups: made every night and on request, kept in the backup folder, downloaded by owners. */
export function BackupsCard() {
  const backups = useBackups();
  const create = useCreateBackup();
  const download = useDownloadBackup();

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (made) =>
        toast({ title: "Sicherung erstellt", description: `${made.name} (${formatFileSize(made.size)})` }),
      onError: (e) =>
        toast({ variant: "destructive", title: "Sicherung fehlgeschlagen", description: errorMessage(e) }),
    });
  const onDownload = (name: string) =>
    download.mutate(name, {
      onError: (e) => toast({ variant: "destructive", title: "Download fehlgeschlagen", description: errorMessage(e) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sicherungen</CardTitle>
        <CardDescription>
          {backups.data?.mode === "postgres"
            ? "Die Datenbank liegt auf einem PostgreSQL-Server, mit allen Fotos und Dokumenten. Sie wird mit pg_dump oder den Schnappschüssen Ihres Anbieters gesichert (siehe README); hier gibt es nichts zu tun."
            : `Jede Nacht entsteht eine Sicherung der Datenbank mit allen Fotos und Dokumenten; die letzten ${backups.data?.keep ?? 14} bleiben erhalten. Laden Sie regelmäßig eine herunter und bewahren Sie sie auf einem anderen Datenträger auf. Jeder Download wird im Protokoll vermerkt.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {backups.isPending ? (
          <LoadingBlock label="Sicherungen werden geladen..." />
        ) : backups.isError ? (
          <LoadError
            title="Sicherungen konnten nicht geladen werden"
            description="Bitte versuchen Sie es erneut."
            onRetry={() => void backups.refetch()}
            retrying={backups.isFetching}
          />
        ) : backups.data.mode === "embedded" ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                Ordner: <code>{backups.data.directory}</code>
              </p>
              <Button onClick={onCreate} disabled={create.isPending}>
                <DatabaseBackup aria-hidden />
                {create.isPending ? "Sicherung läuft..." : "Jetzt sichern"}
              </Button>
            </div>
            {backups.data.backups.length === 0 ? (
              <EmptyState
                title="Noch keine Sicherung"
                description="Die erste entsteht heute Nacht oder jetzt per Klick."
              />
            ) : (
              <DataTable caption="Sicherungen" columns={columns} widthClass="min-w-[26rem]">
                {backups.data.backups.map((backup) => (
                  <tr key={backup.name}>
                    <td className="px-4 py-3 tabular-nums">{formatDateTime(backup.createdAt)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatFileSize(backup.size)}</td>
                    <td className="px-4 py-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={download.isPending}
                        onClick={() => onDownload(backup.name)}
                        aria-label={`Sicherung vom ${formatDateTime(backup.createdAt)} herunterladen`}
                      >
                        <Download aria-hidden />
                        ZIP
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
