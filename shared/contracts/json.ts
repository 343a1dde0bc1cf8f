// The building blocks of answer contracts: what a route sends and what the client receives,
// described once. A contract's input side is the JSON on the wire (`Json<S>`, the client's type);
// its output side is what a server handler hands to `sendJson` (`Sent<S>`). They differ only
// where JSON has no type of its own: timestamps travel as ISO strings and are Dates on the server.

import { z } from "../validation/zod";

/** A timestamp: an ISO string in JSON, a Date on the server (`res.json` writes `toISOString()`). */
export const timestamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The JSON a client receives for an answer contract (timestamps as ISO strings). */
export type Json<S extends z.ZodType> = z.input<S>;

/** The value a server handler sends for an answer contract (timestamps as Dates). */
export type Sent<S extends z.ZodType> = z.output<S>;
