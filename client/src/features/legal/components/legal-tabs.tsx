import { useEffect, useRef, type ComponentType } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLocationHash } from "../hooks/use-location-hash";
import { isLegalTab, legalTabs, tabFromHash, type LegalTab } from "../lib/legal-tabs";
import { Cookies } from "./cookies";
import { Datenschutz } from "./datenschutz";
import { Impressum } from "./impressum";

const panels: Record<LegalTab, ComponentType> = { impressum: Impressum, datenschutz: Datenschutz, cookies: Cookies };

/** Scrolls to a tab's section; below the fixed header and the sticky tab list (scroll-mt on the section). */
function scrollToSection(tab: LegalTab, onlyIfAbove = false) {
  const section = document.getElementById(tab);
  if (!section) return;
  if (onlyIfAbove && section.getBoundingClientRect().top >= 0) return;
  section.scrollIntoView({ block: "start" });
}

/**
 * Impressum, Datenschutz and Cookies as tabs. The URL hash picks the tab (#datenschutz, #cookies,
 * otherwise Impressum) and follows it – also for footer links while already on /legal – and a
 * click on a tab writes its hash back into the URL.
 */
export function LegalTabs() {
  const hash = useLocationHash();
  const active = tabFromHash(hash);
  const changedByTab = useRef(false);

  useEffect(() => {
    const byTab = changedByTab.current;
    changedByTab.current = false;
    // A tab click keeps the reader's position unless the new text would start above the screen.
    if (byTab) scrollToSection(active, true);
    else if (hash) scrollToSection(active);
  }, [hash, active]);

  const selectTab = (value: string) => {
    if (!isLegalTab(value) || value === active) return;
    changedByTab.current = true;
    // replaceState: switching tabs is not a new page in the history (wouter's patch notifies the hash hook).
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}#${value}`,
    );
  };

  return (
    <Tabs value={active} onValueChange={selectTab}>
      <div className="sticky top-(--header-height) z-10 -mx-2 bg-background/95 px-2 py-3 backdrop-blur-md">
        <TabsList aria-label="Rechtliche Informationen" className="w-full sm:w-auto">
          {legalTabs.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="min-h-11 flex-1 px-3 text-[0.9375rem] sm:flex-none sm:px-5"
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {legalTabs.map(({ value }) => {
        const Panel = panels[value];
        return (
          <TabsContent key={value} value={value} className="mt-4 focus-visible:outline-2">
            <section id={value} aria-labelledby={`${value}-title`} className="scroll-mt-20 pt-4">
              <Panel />
            </section>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
