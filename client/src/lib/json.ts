/** A record as it arrives over JSON: Date fields become ISO strings. */
export type Jsonified<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
