import { FileCode } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import type { ScraperResult } from "@shared/contracts/scraper";

/** Downloads a parsed listing as an OpenImmo object (XML, photos linked at the portal). */
export function OpenimmoExportLink({ result }: { result: ScraperResult }) {
  if (result.status !== "ok") return null;
  return (
    <a
      href={`/api/scraper/results/${result.id}/openimmo.xml`}
      download
      className={buttonClasses({ variant: "ghost", size: "sm" })}
      aria-label={`${result.title ?? "Inserat"} als OpenImmo herunterladen`}
    >
      <FileCode aria-hidden />
      OpenImmo
    </a>
  );
}
