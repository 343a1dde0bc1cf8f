import type { ReactNode } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { PageHeader } from "./page-header";

type ContentPageProps = {
  /** The tab title (the site's name is added) and the meta description. */
  documentTitle: string;
  description: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
};

/** An inner page of fixed content: its title and description for the browser, the page header, the content. */
export function ContentPage({ documentTitle, description, eyebrow, title, lead, children }: ContentPageProps) {
  useDocumentTitle(documentTitle);
  useMetaDescription(description);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      {children}
    </>
  );
}
