// PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one would fail at the
// database instead of at validation. Nothing a person types contains it, so it is refused outright.

export const nulByteMessage = "Die Eingabe enthält ein unzulässiges Steuerzeichen (Nullzeichen).";

export type ValuePath = (string | number)[];

type Step = { key: string | number; parent?: Step };

const pathOf = (step: Step | undefined): ValuePath => {
  const path: ValuePath = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (or object key) holding a NUL character, or undefined. Walks with
 * its own stack, so however deeply a JSON document nests, it cannot overflow the call stack.
 */
export function findNulByte(value: unknown): ValuePath | undefined {
  const pending: [unknown, Step | undefined][] = [[value, undefined]];
  while (pending.length) {
    const [current, at] = pending.pop()!;
    if (typeof current === "string") {
      if (current.includes("\0")) return pathOf(at);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push([current[i], { key: i, parent: at }]);
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current).reverse()) {
        if (key.includes("\0")) return pathOf({ key, parent: at });
        pending.push([child, { key, parent: at }]);
      }
    }
  }
  return undefined;
}
