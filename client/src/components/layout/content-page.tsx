import type { ReactNode } from "react";
import type { PageWords } from "@shared/page-words";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { PageHeader } from "./page-header";

type ContentPageProps = {
  /** The tab title (the site's name is added) and the meta description. */
  head: PageWords;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
};

/** An inner page of fixed content: its title and description for the browser, the page header, the content. */
export function ContentPage({ head, eyebrow, title, lead, children }: ContentPageProps) {
  useDocumentTitle(head.title);
  useMetaDescription(head.description);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      {children}
    </>
  );
}
