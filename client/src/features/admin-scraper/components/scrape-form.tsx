import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useScrapeForm } from "../hooks/use-scrape-form";
import type { ScraperStatus } from "@shared/contracts/scraper";
import { ScraperStatusLine } from "./scraper-status-line";
import { UrlCounts } from "./url-counts";

type ScrapeFormProps = { status: UseQueryResult<ScraperStatus>; onStarted: () => void };

export function ScrapeForm({ status, onStarted }: ScrapeFormProps) {
  const { text, setText, input, submit, pending } = useScrapeForm({ onStarted });
  const ready = status.data?.ready === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Inserate auslesen</CardTitle>
        <CardDescription>
          Fügen Sie Adressen von Inseraten auf funda.nl ein, eine pro Zeile. Nur Zeilen, die mit https://www.funda.nl/
          beginnen, werden ausgelesen.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormField label="Funda-URLs (eine pro Zeile)" hint={<UrlCounts input={input} />}>
          <Textarea
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={
              "https://www.funda.nl/koop/amsterdam/appartement-…/\nhttps://www.funda.nl/huur/utrecht/huis-…/"
            }
            className="font-mono text-sm"
          />
        </FormField>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <ScraperStatusLine status={status} />
        <Button onClick={submit} disabled={!ready || pending} className="w-full sm:w-fit">
          {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Play aria-hidden />}
          Scraping starten
        </Button>
      </CardFooter>
    </Card>
  );
}
