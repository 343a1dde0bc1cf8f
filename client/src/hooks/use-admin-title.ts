import { useDocumentTitle } from "@/hooks/use-document-title";

/** Browser title of an admin page: "Immobilien – Verwaltung | Spreehaus Immobilien". */
export function useAdminTitle(page: string) {
  useDocumentTitle(`${page} – Verwaltung`);
}
