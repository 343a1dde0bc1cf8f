/** A Storage stand-in kept in a Map (for tests, and wherever sessionStorage is unavailable); `map` shows what was stored. */
export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}
