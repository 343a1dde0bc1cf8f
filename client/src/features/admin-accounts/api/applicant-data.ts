import { useMutation } from "@tanstack/react-query";
import { eraseApplicantData, exportApplicantData } from "@shared/api/endpoints/admin";
import { callApi, fetchApi } from "@/lib/call-api";
import { saveFile } from "@/lib/save-file";

/** POST /api/applicant-data/export: saves the JSON file the server sends (Art. 15). */
export function useExportApplicantData() {
  return useMutation({
    mutationFn: async (email: string) => {
      const response = await fetchApi(exportApplicantData, { body: { email } });
      saveFile(await response.blob(), `auskunft-${email.replace(/[^a-z0-9@._-]/gi, "_")}.json`);
    },
  });
}

/** POST /api/applicant-data/erase: erases everything about the address (Art. 17). */
export function useEraseApplicantData() {
  return useMutation({
    mutationFn: (email: string) => callApi(eraseApplicantData, { body: { email } }),
  });
}
