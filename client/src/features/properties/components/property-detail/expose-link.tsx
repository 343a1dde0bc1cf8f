import { FileDown } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { PROPERTIES_URL } from "@/lib/shared-queries";

/** The server's URL of a listing's exposé (a PDF made on the server, downloaded as Expose-{Objektnummer}.pdf). */
export const exposeUrl = (propertyId: number) => `${PROPERTIES_URL}/${propertyId}/expose.pdf`;

/** 'Exposé (PDF)': downloads the listing's exposé to keep, print or pass on. */
export function ExposeLink({ propertyId }: { propertyId: number }) {
  return (
    <a
      href={exposeUrl(propertyId)}
      download
      className={buttonClasses({ variant: "ghost", size: "lg", className: "w-full" })}
    >
      <FileDown aria-hidden />
      Exposé (PDF)
    </a>
  );
}
