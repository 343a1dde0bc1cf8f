// German names of the property fields, for row errors in the CSV preview and import summaries.

export const propertyFieldLabels: Record<string, string> = {
  title: "Titel",
  type: "Immobilientyp",
  transactionType: "Vermarktungsart",
  price: "Preis",
  size: "Größe",
  rooms: "Zimmer",
  address: "Adresse",
  city: "Stadt",
  description: "Beschreibung",
  images: "Bilder",
  status: "Status",
  isHighlight: "Highlight",
};

/** "Preis muss angegeben werden" stays as it is; a message that does not name its field gets "Titel: " in front. */
export function describeFieldIssue(path: string, message: string): string {
  const field = path.split(".")[0];
  const label = propertyFieldLabels[field];
  if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${label}: ${message}`;
}

/**
 * The server joins a row's problems as "price: Preis muss angegeben werden; title: …".
 * Turns that into German sentences, one per problem; other messages are kept as they are.
 */
export function describeServerRowError(message: string): string[] {
  return message
    .split("; ")
    .filter(Boolean)
    .map((part) => {
      const match = /^([A-Za-z]+(?:\.[\w]+)*): (.+)$/s.exec(part);
      return match && propertyFieldLabels[match[1].split(".")[0]] ? describeFieldIssue(match[1], match[2]) : part;
    });
}
