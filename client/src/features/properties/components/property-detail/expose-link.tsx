import { FileDown } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { propertyExpose } from "@shared/api/endpoints/site";
import { apiUrl } from "@/lib/call-api";

/** The server's URL of a listing's exposé (a PDF made on the server, downloaded as Expose-{Objektnummer}.pdf). */
export const exposeUrl = (propertyId: number) => apiUrl(propertyExpose, { params: { id: propertyId } });

/** 'Exposé (PDF)': downloads the listing's exposé to keep, print or pass on. */
export function ExposeLink({ propertyId }: { propertyId: number }) {
  return (
    <a
      href={exposeUrl(propertyId)}
      download
      className={buttonClasses({ variant: "ghost", size: "lg", className: "w-full", wrap: true })}
    >
      <FileDown aria-hidden />
      Exposé (PDF)
    </a>
  );
}
