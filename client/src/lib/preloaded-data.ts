// Answers the server already put into the page, keyed by API URL: in the browser a JSON data block
// with id "preloaded-data" (never a script), while the server renders a page the answers it embeds.
// Each is used once, for the first render, instead of a second round trip; a query that finds its
// answer here has data in its very first render, so the browser hydrates what the server rendered.

type Answers = Record<string, unknown>;

let browserAnswers: Answers | undefined;
let serverAnswers: (() => Answers | undefined) | undefined;

function readBlock(): Answers {
  const block = typeof document === "undefined" ? null : document.getElementById("preloaded-data");
  try {
    const value: unknown = block?.textContent ? JSON.parse(block.textContent) : {};
    return value && typeof value === "object" ? (value as Answers) : {};
  } catch {
    return {};
  }
}

/** The server's renderer: where the answers of the page being rendered are (one object per request). */
export function readPreloadedFrom(answers: () => Answers | undefined): void {
  serverAnswers = answers;
}

const answers = (): Answers => (serverAnswers ? (serverAnswers() ?? {}) : (browserAnswers ??= readBlock()));

/** The preloaded answer for this URL, once; undefined when there is none (then fetch as usual). */
export function takePreloaded(url: string): unknown {
  const store = answers();
  if (!Object.hasOwn(store, url)) return undefined;
  const value = store[url];
  delete store[url];
  return value;
}
