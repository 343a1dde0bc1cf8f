// @vitest-environment jsdom
// The admin list flags every listing the publishing rule would refuse, with the reasons, in the
// table (wide screens) and on the cards (phones).
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { testProperty } from "@/test/property-fixture";
import { PropertiesTable } from "./properties-table";
import { PropertyCards } from "./property-cards";

const complete = testProperty({ id: 1, title: "Altbau mit Stuck", objectNumber: "SP-2026-0001" });
const legacy = testProperty({
  id: 2,
  title: "Loft ohne Energieausweis",
  objectNumber: "SP-2026-0002",
  serviceCharges: null,
  energyCertificate: null,
});
const office = testProperty({
  id: 3,
  title: "Büro am Ku'damm",
  type: "commercial",
  transactionType: "buy",
  status: "hidden",
  energyCertificate: { status: "available", type: "demand", primarySource: "gas" },
});

const noop = () => {};

describe("the properties table", () => {
  it("shows 'Unvollständig' with the missing facts only for listings that lack something", () => {
    renderApp(<PropertiesTable properties={[complete, legacy, office]} onDelete={noop} />);
    const row = (title: string) => screen.getByRole("link", { name: title }).closest("tr")!;

    expect(within(row("Altbau mit Stuck")).queryByText("Unvollständig")).toBeNull();
    expect(within(row("Loft ohne Energieausweis")).getByText("Unvollständig")).toBeTruthy();
    expect(within(row("Loft ohne Energieausweis")).getByText("Fehlt: Energieausweis, Nebenkosten")).toBeTruthy();
    expect(
      within(row("Büro am Ku'damm")).getByText("Fehlt: Energiekennwert Wärme, Energiekennwert Strom"),
    ).toBeTruthy();
    expect(within(row("Loft ohne Energieausweis")).getByText("Nr. SP-2026-0002")).toBeTruthy();
    // Every column, 'Aktionen' included, with the row's edit and delete buttons.
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Immobilie",
      "Typ",
      "Preis",
      "Status",
      "Highlight",
      "Aktionen",
    ]);
    expect(within(row("Altbau mit Stuck")).getByRole("link", { name: "Bearbeiten: Altbau mit Stuck" })).toBeTruthy();
  });

  it("flags the same listings on the phone's cards", () => {
    renderApp(<PropertyCards properties={[complete, legacy]} onDelete={noop} />);
    const card = (title: string) => screen.getByRole("link", { name: title }).closest("li")!;
    expect(within(card("Altbau mit Stuck")).queryByText("Unvollständig")).toBeNull();
    expect(within(card("Loft ohne Energieausweis")).getByText("Fehlt: Energieausweis, Nebenkosten")).toBeTruthy();
  });
});
