// The markers and the popup as DOM elements (MapLibre places elements, not React components):
// buttons a keyboard reaches, with names a screen reader reads.

import type { MapPoint } from "./map-points";

type MarkerSpec =
  | { kind: "cluster"; count: number; onActivate: () => void }
  | { kind: "listing"; point: MapPoint; onActivate: () => void };

const base =
  "flex items-center justify-center rounded-full border-2 border-white font-semibold text-white shadow-md outline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary";

export function markerElement(spec: MarkerSpec): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  if (spec.kind === "cluster") {
    button.className = `${base} size-10 bg-primary text-sm`;
    button.textContent = String(spec.count);
    button.setAttribute("aria-label", `${spec.count} Immobilien – heranzoomen`);
  } else {
    button.className = `${base} h-8 min-w-8 bg-primary px-2 text-xs`;
    button.textContent = spec.point.approximate ? "≈" : "●";
    button.setAttribute("aria-label", `${spec.point.title}, ${spec.point.price}`);
    button.dataset.listingId = String(spec.point.id);
  }
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    spec.onActivate();
  });
  return button;
}

/** The popup of a listing: its title as the link to its page, the price, and for a hidden address the hint. */
export function popupContent(point: MapPoint): HTMLElement {
  const box = document.createElement("div");
  box.className = "space-y-1 text-sm text-foreground";
  const link = document.createElement("a");
  link.href = point.href;
  link.className = "font-semibold text-primary underline-offset-4 hover:underline";
  link.textContent = point.title;
  const price = document.createElement("p");
  price.textContent = point.price;
  box.append(link, price);
  if (point.approximate) {
    const hint = document.createElement("p");
    hint.className = "text-muted-foreground";
    hint.textContent = "Ungefähre Lage – die Adresse nennen wir auf Anfrage.";
    box.append(hint);
  }
  return box;
}
