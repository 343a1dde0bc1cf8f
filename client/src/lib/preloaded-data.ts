// Answers the server already put into the page (a JSON data block with id "preloaded-data", never a
// script), keyed by API URL. Each is used once, for the first render, instead of a second round trip.

let preloaded: Record<string, unknown> | undefined;

function readBlock(): Record<string, unknown> {
  const block = typeof document === "undefined" ? null : document.getElementById("preloaded-data");
  try {
    const value: unknown = block?.textContent ? JSON.parse(block.textContent) : {};
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The preloaded answer for this URL, once; undefined when there is none (then fetch as usual). */
export function takePreloaded(url: string): unknown {
  preloaded ??= readBlock();
  if (!Object.hasOwn(preloaded, url)) return undefined;
  const value = preloaded[url];
  delete preloaded[url];
  return value;
}
