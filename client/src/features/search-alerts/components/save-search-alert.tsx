// 'Suchauftrag speichern' on the list page. The button is part of the page; its dialog (a form
// with its validation) loads when it is first wanted, so the list's first render does not wait for it.
import { lazy, Suspense, useRef, useState } from "react";
import { BellPlus } from "lucide-react";
import type { ListQuery } from "@shared/search/list-query";
import { Button } from "@/components/ui/button";

export const saveSearchAlertCopy = {
  open: "Suchauftrag speichern",
  title: "Suchauftrag speichern",
  description: "Wir schicken Ihnen neue Angebote zu dieser Suche per E-Mail.",
  search: "Ihre Suche",
  email: "E-Mail",
  frequency: "Benachrichtigung",
  frequencyHints: { instant: "bei jedem neuen Angebot", daily: "eine Zusammenfassung am Morgen" },
  privacy:
    "Wir nutzen Ihre Adresse nur für diesen Suchauftrag. Sie bestätigen ihn über einen Link per E-Mail; unbestätigt löschen wir ihn nach 7 Tagen. Jede E-Mail enthält einen Link zum Abmelden.",
  privacyLink: "Datenschutz",
  submit: "Suchauftrag speichern",
  pending: "Wird gespeichert...",
  doneTitle: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
  close: "Schließen",
};

const loadDialog = () => import("./save-search-alert-dialog");
const SaveSearchAlertDialog = lazy(loadDialog);

/** The button, and once pressed the dialog: the current filters, an address and how often. */
export function SaveSearchAlert({ query }: { query: Partial<ListQuery> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Pointing at the button or focusing it starts loading the dialog before the press.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden />
        {saveSearchAlertCopy.open}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchAlertDialog query={query} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
