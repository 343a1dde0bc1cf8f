import { useMemo, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useStartScrape } from "../api/use-start-scrape";
import { noPortalUrlsMessage } from "@shared/portal-url";
import { splitScrapeInput } from "../lib/portal-urls";

/** The URL list of the scraper tab and its start action ('Scraping gestartet' / 'Fehler beim Scraping'). */
export function useScrapeForm({ onStarted }: { onStarted?: () => void } = {}) {
  const [text, setText] = useState("");
  const input = useMemo(() => splitScrapeInput(text), [text]);
  const mutation = useStartScrape();

  function submit() {
    if (input.urls.length === 0) {
      toast({ variant: "destructive", title: "Keine gültigen URLs", description: noPortalUrlsMessage });
      return;
    }
    mutation.mutate(input.urls, {
      onSuccess: ({ accepted }) => {
        toast({
          title: "Scraping gestartet",
          description: `${accepted} ${accepted === 1 ? "Seite wird" : "Seiten werden"} ausgelesen. Die Ergebnisse erscheinen im Reiter „Ergebnisse“.`,
        });
        onStarted?.();
      },
      onError: (err) =>
        toast({ variant: "destructive", title: "Fehler beim Scraping", description: errorMessage(err) }),
    });
  }

  return { text, setText, input, submit, pending: mutation.isPending };
}
