// How a parsed CSV row is shown in the preview table: German labels and formats, "–" for gaps.
import { formatArea, formatPrice, formatRooms } from "@shared/format";
import { propertyStatusLabels, propertyTypeLabels, transactionTypeLabels } from "@shared/enums";

const dash = "–";

const label = (labels: Record<string, string>, value: unknown) =>
  typeof value === "string" && value !== "" ? (labels[value] ?? value) : dash;

const numberText = (value: unknown, format: (n: number) => string) => {
  if (value === undefined || value === null) return dash;
  return typeof value === "number" && Number.isFinite(value) ? format(value) : "keine Zahl";
};

export type PreviewCells = {
  title: string;
  type: string;
  transactionType: string;
  price: string;
  size: string;
  rooms: string;
  city: string;
  status: string;
  images: number;
};

export function previewCells(property: Record<string, unknown>): PreviewCells {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : dash);
  return {
    title: text(property.title),
    type: label(propertyTypeLabels, property.type),
    transactionType: label(transactionTypeLabels, property.transactionType),
    price: numberText(property.price, formatPrice),
    size: numberText(property.size, formatArea),
    rooms: numberText(property.rooms, formatRooms),
    city: text(property.city),
    status: label(propertyStatusLabels, property.status),
    images: Array.isArray(property.images) ? property.images.length : 0,
  };
}
