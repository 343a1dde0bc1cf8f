// German names of the property fields, for row errors in the CSV preview and import summaries.
import { describeFieldIssue, propertyFieldLabels } from "@shared/imports/issue-text";

export { describeFieldIssue, propertyFieldLabels };

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
