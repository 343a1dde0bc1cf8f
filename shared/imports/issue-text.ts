// German sentences for the problems of an import row: the same on the server's per-row answer,
// in the CSV preview and in the import summaries.
import { listingFieldLabels } from "../listing/field-labels";

/** Field names as the schema's messages call them ("Größe muss angegeben werden"). */
export const propertyFieldLabels: Record<string, string> = {
  ...listingFieldLabels,
  size: "Größe",
  address: "Adresse",
};

/** "Preis muss angegeben werden" stays as it is; a message that does not name its field gets "Titel: " in front. */
export function describeFieldIssue(path: string, message: string): string {
  const field = path.split(".")[0];
  const label = propertyFieldLabels[field];
  if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${label}: ${message}`;
}

/** The schema's issues of one row as German sentences. */
export const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => describeFieldIssue(issue.path.map(String).join("."), issue.message));
