import { useId, useState } from "react";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { cn } from "@/lib/cn";
import { Card } from "@/components/ui/card";
import { useMediaQuery } from "@/hooks/use-media-query";
import { useHydrated } from "@/hooks/use-hydrated";
import { countActiveFilters, type ListFilterValues } from "../lib/list-filter";
import { FilterPanelForm } from "./filter-panel-form";

const copy = {
  heading: "Immobilien filtern",
  toggle: "Filter",
  active: (n: number) => `${n} aktiv`,
};

type FilterPanelProps = {
  values: ListFilterValues;
  /** Changes whenever the URL's filter changes, so the fields start again from the URL. */
  formKey: string;
  onApply: (values: ListFilterValues) => void;
  onReset: () => void;
};

/** Tailwind's lg: from here on the panel is always open. */
const ALWAYS_OPEN = "(min-width: 64rem)";

/**
 * The filter panel: always open from lg up; on smaller screens it collapses behind a toggle so the
 * results stay near the top, and closes again after applying. There its form is first rendered
 * when the panel is first opened (the list's first render on a phone does not build a hidden
 * form), and then kept, so closing it loses nothing typed. The server, which knows no screen,
 * renders the form for hydration (shown from lg up by CSS, so a wide page does not shift when it
 * hydrates; on a phone it is hidden, and dropped after hydration until the panel is opened).
 */
export function FilterPanel({ values, formKey, onApply, onReset }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const alwaysOpen = useMediaQuery(ALWAYS_OPEN);
  const hydrated = useHydrated();
  // 'Zurücksetzen' on an unfiltered URL changes nothing there, so the fields are reset by remounting.
  const [resets, setResets] = useState(0);
  const panelId = useId();
  const headingId = useId();
  const active = countActiveFilters(values);

  return (
    <Card role="search" aria-labelledby={headingId} className="overflow-hidden">
      <h2 id={headingId} className="sr-only">
        {copy.heading}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((isOpen) => !isOpen);
        }}
        className="flex min-h-14 w-full items-center gap-3 px-5 text-left font-semibold text-foreground hover:bg-muted/60 lg:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-5 text-primary" />
        {copy.toggle}
        {active > 0 && (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            {copy.active(active)}
          </span>
        )}
        <ChevronDown
          aria-hidden
          className={cn("ml-auto size-5 text-muted-foreground transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={panelId} className={cn("border-t border-border lg:block lg:border-t-0", open ? "block" : "hidden")}>
        {(alwaysOpen || opened || !hydrated) && (
          <FilterPanelForm
            key={`${formKey}#${resets}`}
            initial={values}
            onApply={(next) => {
              onApply(next);
              setOpen(false);
            }}
            onReset={() => {
              onReset();
              setResets((count) => count + 1);
              setOpen(false);
            }}
          />
        )}
      </div>
    </Card>
  );
}
