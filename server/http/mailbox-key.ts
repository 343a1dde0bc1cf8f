/**
 * The mailbox an address reaches, as limits per address count it: case and "+tags" do not make
 * another mailbox ("Anna.Berg+wohnung@Example.de" → "anna.berg@example.de").
 */
export function mailboxKey(email: unknown): string {
  const address = String(email ?? "")
    .trim()
    .toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  return `${address.slice(0, at).replace(/\+.*$/, "")}${address.slice(at)}`;
}
