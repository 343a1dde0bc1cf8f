import { ArrowRight, Download, Loader2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useImportScraperResult } from "../api/use-import-scraper-result";
import type { ScraperResult } from "@shared/contracts/scraper";

const editHref = (propertyId: number) => `~/admin/properties/${propertyId}`;
const linkClasses =
  "inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline";

/** 'Importieren' for a parsed listing; once imported, the link to the new property's edit form. */
export function ImportResultAction({ result }: { result: ScraperResult }) {
  const mutation = useImportScraperResult();
  if (result.importedPropertyId) {
    return (
      <Link href={editHref(result.importedPropertyId)} className={linkClasses}>
        Immobilie {result.importedPropertyId}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    );
  }
  if (result.status !== "ok") return <span className="text-sm text-muted-foreground">–</span>;

  const importResult = () =>
    mutation.mutate(result.id, {
      onSuccess: ({ id }) =>
        toast({
          title: "Immobilie importiert",
          description: (
            <>
              Neue Immobilie mit der ID {id}, versteckt bis zur Veröffentlichung.{" "}
              <Link href={editHref(id)} className="font-semibold underline underline-offset-4">
                Immobilie {id} bearbeiten
              </Link>
            </>
          ),
        }),
      onError: (err) =>
        toast({ variant: "destructive", title: "Fehler beim Importieren", description: errorMessage(err) }),
    });

  return (
    <Button
      size="sm"
      variant="outline"
      onClick={importResult}
      disabled={mutation.isPending}
      aria-label={`${result.title ?? "Inserat"} importieren`}
    >
      {mutation.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
      Importieren
    </Button>
  );
}
