// @vitest-environment jsdom
// The property form's hook through its own screen: defaults, errors across tabs (marked tab,
// first one opened, field focused), create and edit bodies, server field errors, expired session.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Property } from "@shared/contracts/properties";
import { fakeApi, type FakeResponse, type SentRequest } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { PropertyForm } from "../components/property-form";

const description = "Helle Wohnung mit Dielenboden, ruhige Lage, Balkon zum Hof.";
const villa: Property = {
  id: 5,
  title: "Stadtvilla am Wannsee",
  type: "house",
  transactionType: "buy",
  price: 1_250_000,
  size: 210,
  rooms: 6.5,
  address: "Am Sandwerder 5",
  city: "Berlin",
  description: "Großzügige Villa mit Seezugang und altem Baumbestand.",
  images: ["https://bilder.example.de/villa.jpg"],
  status: "reserved",
  isHighlight: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};

function openForm(property?: Property, answer: (request: SentRequest) => FakeResponse = (r) => ({ body: r.body })) {
  const sent = fakeApi(answer);
  const app = renderApp(<PropertyForm property={property} />, {
    path: property ? `/properties/${property.id}` : "/properties/new",
  });
  return { ...app, sent };
}

const field = (label: string) => screen.getByLabelText((text) => text.replace(/\*$/, "") === label) as HTMLInputElement;
const tab = (name: string) => screen.getByRole("tab", { name: new RegExp(`^${name}`) });
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== "GET");

async function fillValid({ user }: ReturnType<typeof openForm>) {
  await user.type(field("Titel"), "Dachgeschoss mit Terrasse");
  await user.type(field("Monatsmiete in €"), "1890");
  await user.click(tab("Details"));
  await user.type(field("Wohnfläche in m²"), "78");
  await user.clear(field("Zimmer"));
  await user.type(field("Zimmer"), "2.5");
  await user.type(field("Adresse"), "Oderberger Straße 7");
  await user.type(field("Stadt"), "Berlin");
  await user.type(field("Beschreibung"), description);
}

describe("usePropertyForm", () => {
  it("starts a new property as an active rental flat and names the price after the transaction", async () => {
    const { user } = openForm();
    expect(tab("Allgemein").getAttribute("aria-selected")).toBe("true");
    expect(field("Immobilientyp").value).toBe("apartment");
    expect(field("Vermarktungsart").value).toBe("rent");
    expect(field("Status").value).toBe("active");
    await user.selectOptions(field("Vermarktungsart"), "buy");
    expect(field("Kaufpreis in €")).toBeTruthy();
  });

  it("marks every tab with errors, opens the first, focuses its first wrong field and sends nothing", async () => {
    const app = openForm();
    await app.user.click(tab("Bilder"));
    await app.user.click(screen.getByRole("button", { name: "Immobilie anlegen" }));

    await screen.findByText("Titel muss mindestens 5 Zeichen enthalten");
    expect(screen.getByText("Preis muss angegeben werden")).toBeTruthy();
    expect(screen.getByText("Beschreibung muss mindestens 20 Zeichen enthalten")).toBeTruthy();
    expect(tab("Allgemein").getAttribute("aria-selected")).toBe("true");
    expect(tab("Allgemein").getAttribute("data-has-error")).toBe("true");
    expect(tab("Details").getAttribute("data-has-error")).toBe("true");
    expect(tab("Bilder").getAttribute("data-has-error")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field("Titel")));

    // Fixing the first tab sends the admin on to the next tab with errors; input survives the switch.
    await app.user.type(field("Titel"), "Dachgeschoss mit Terrasse");
    await app.user.type(field("Monatsmiete in €"), "1890");
    await app.user.click(screen.getByRole("button", { name: "Immobilie anlegen" }));
    await waitFor(() => expect(tab("Details").getAttribute("aria-selected")).toBe("true"));
    expect(tab("Allgemein").getAttribute("data-has-error")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field("Wohnfläche in m²")));
    expect(field("Titel").value).toBe("Dachgeschoss mit Terrasse");
    expect(writes(app.sent)).toEqual([]);
  });

  it("creates the property with parsed numbers, says so and returns to the list", async () => {
    const app = openForm();
    await fillValid(app);
    await app.user.click(screen.getByRole("button", { name: "Immobilie anlegen" }));

    await screen.findByText("Immobilie wurde erfolgreich erstellt.");
    expect(screen.getByText("Immobilie erstellt")).toBeTruthy();
    expect(writes(app.sent)).toEqual([
      {
        method: "POST",
        path: "/api/properties",
        body: {
          title: "Dachgeschoss mit Terrasse",
          type: "apartment",
          transactionType: "rent",
          price: 1890,
          size: 78,
          rooms: 2.5,
          address: "Oderberger Straße 7",
          city: "Berlin",
          description,
          images: [],
          status: "active",
          isHighlight: false,
        },
      },
    ]);
    expect(app.location.history.at(-1)).toBe("/properties");
  });

  it("saves an edited property with PATCH and every field", async () => {
    const app = openForm(villa);
    expect(field("Kaufpreis in €").value).toBe("1250000");
    await app.user.clear(field("Kaufpreis in €"));
    await app.user.type(field("Kaufpreis in €"), "1190000");
    await app.user.click(screen.getByRole("button", { name: /Änderungen speichern/ }));

    await screen.findByText("Immobilie wurde erfolgreich aktualisiert.");
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = villa;
    expect(writes(app.sent)).toEqual([
      { method: "PATCH", path: "/api/properties/5", body: { ...fields, price: 1_190_000 } },
    ]);
    expect(app.location.history.at(-1)).toBe("/properties");
  });

  it("opens the tab of the server's field error, shows its message and a German toast", async () => {
    const app = openForm(undefined, (r) =>
      r.method === "POST"
        ? {
            status: 400,
            body: {
              message: "Ungültige Eingabe",
              errors: [{ path: "city", message: "Stadt ist unbekannt" }],
            },
          }
        : {},
    );
    await fillValid(app);
    await app.user.click(tab("Allgemein"));
    await app.user.click(screen.getByRole("button", { name: "Immobilie anlegen" }));

    await screen.findByText("Fehler beim Erstellen der Immobilie: Ungültige Eingabe");
    expect(screen.getByText("Stadt ist unbekannt")).toBeTruthy();
    await waitFor(() => expect(tab("Details").getAttribute("aria-selected")).toBe("true"));
    expect(tab("Details").getAttribute("data-has-error")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field("Stadt")));
    expect(app.location.history.at(-1)).toBe("/properties/new");
  });

  it("keeps the input when the session expired and brings it back on the next visit of the form", async () => {
    const first = openForm(villa, (r) => (r.method === "PATCH" ? { status: 401, body: {} } : {}));
    await first.user.clear(field("Titel"));
    await first.user.type(field("Titel"), "Stadtvilla mit Seezugang");
    await first.user.click(screen.getByRole("button", { name: /Änderungen speichern/ }));
    await waitFor(() => expect(writes(first.sent)).toHaveLength(1));
    expect(screen.queryByText(/Fehler beim Aktualisieren/)).toBeNull();
    first.unmount();

    openForm(villa);
    await screen.findByText("Eingaben wiederhergestellt");
    expect(field("Titel").value).toBe("Stadtvilla mit Seezugang");
  });
});
