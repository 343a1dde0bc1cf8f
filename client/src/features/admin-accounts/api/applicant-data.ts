import { useMutation } from "@tanstack/react-query";
import { eraseApplicantData, exportApplicantData } from "@shared/api/endpoints/admin";
import { callApi, fetchApi } from "@/lib/call-api";

/** POST /api/applicant-data/export: saves the JSON file the server sends (Art. 15). */
export function useExportApplicantData() {
  return useMutation({
    mutationFn: async (email: string) => {
      const response = await fetchApi(exportApplicantData, { body: { email } });
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = `auskunft-${email.replace(/[^a-z0-9@._-]/gi, "_")}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    },
  });
}

/** POST /api/applicant-data/erase: erases everything about the address (Art. 17). */
export function useEraseApplicantData() {
  return useMutation({
    mutationFn: (email: string) => callApi(eraseApplicantData, { body: { email } }),
  });
}
