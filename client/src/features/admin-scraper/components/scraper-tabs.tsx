import { useState } from "react";
import { ListChecks, ScanSearch } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useScraperMonitor } from "../hooks/use-scraper-monitor";
import { ResultsPanel } from "./results-panel";
import { ScrapeForm } from "./scrape-form";
import { ScraperHelp } from "./scraper-help";

/** Tabs 'Scraper' (URLs and start) and 'Ergebnisse' (results table with import). */
export function ScraperTabs() {
  const [tab, setTab] = useState("scraper");
  const { status, results, running } = useScraperMonitor();
  const count = results.data?.count;
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Scraper-Bereiche">
        <TabsTrigger value="scraper">
          <ScanSearch aria-hidden />
          Scraper
        </TabsTrigger>
        <TabsTrigger value="results">
          <ListChecks aria-hidden />
          Ergebnisse
          {count !== undefined && (
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
              {count}
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="scraper" forceMount>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ScrapeForm status={status} onStarted={() => setTab("results")} />
          <ScraperHelp />
        </div>
      </TabsContent>
      <TabsContent value="results">
        <ResultsPanel results={results} running={running} />
      </TabsContent>
    </Tabs>
  );
}
