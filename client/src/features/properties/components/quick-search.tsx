import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Search } from "lucide-react";
import { transactionTypeLabels, transactionTypes, type TransactionType } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { defaultListState, emptyListFilter, listHref } from "../lib/list-filter";

const copy = {
  heading: "Schnellsuche",
  offer: "Angebot",
  city: "Ort, Bezirk oder PLZ",
  cityPlaceholder: "z. B. Kreuzberg",
  maxPrice: (offer: TransactionType) => (offer === "rent" ? "Kaltmiete bis (€)" : "Kaufpreis bis (€)"),
  anyPrice: "beliebig",
  submit: "Immobilien suchen",
};

/** Offer, place and highest price, sent to the list page as its filters. */
export function QuickSearch() {
  const [, navigate] = useLocation();
  const [offer, setOffer] = useState<TransactionType>("rent");
  const [city, setCity] = useState("");
  const [maxPrice, setMaxPrice] = useState("");
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(
      listHref({ ...defaultListState, filter: { ...emptyListFilter, transactionType: offer, place: city, maxPrice } }),
    );
  };

  return (
    <form
      role="search"
      aria-labelledby={headingId}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-card sm:grid-cols-2 lg:grid-cols-[9rem_minmax(0,1fr)_10rem_auto] lg:items-end"
    >
      <h2 id={headingId} className="font-semibold text-foreground sm:col-span-2 lg:col-span-4">
        {copy.heading}
      </h2>
      <FormField label={copy.offer}>
        <NativeSelect
          value={offer}
          onChange={(e) => setOffer(transactionTypes.find((t) => t === e.target.value) ?? "rent")}
        >
          <EnumOptions values={["rent", "buy"] as const} labels={transactionTypeLabels} />
        </NativeSelect>
      </FormField>
      <FormField label={copy.city}>
        <Input
          type="search"
          autoComplete="address-level2"
          placeholder={copy.cityPlaceholder}
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
      </FormField>
      <FormField label={copy.maxPrice(offer)}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={copy.anyPrice}
          value={maxPrice}
          onChange={(e) => setMaxPrice(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden />
        {copy.submit}
      </Button>
    </form>
  );
}
