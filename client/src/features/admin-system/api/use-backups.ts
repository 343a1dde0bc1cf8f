import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createBackup, downloadBackup, listBackups } from "@shared/api/endpoints/admin";
import { apiUrl, callApi, fetchApi, getApi } from "@/lib/call-api";
import { saveFile } from "@/lib/save-file";

const backupsKey = [apiUrl(listBackups)];

/** GET /api/backups (owners): the archives in the backup folder, newest first. */
export function useBackups() {
  return useQuery({ queryKey: backupsKey, queryFn: () => getApi(listBackups) });
}

/** POST /api/backups: one backup now; the list shows it afterwards. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(createBackup),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

/** GET /api/backups/{name}: saves the archive (the server records the download in the audit trail). */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (name: string) => {
      const response = await fetchApi(downloadBackup, { params: { name } });
      saveFile(await response.blob(), name);
    },
  });
}
