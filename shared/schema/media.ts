import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { mediaKinds } from "../enums";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // pg returns a Buffer, PGlite a Uint8Array: hand the rest of the code one type.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Uploaded images (public) and applicants' documents (admin only), stored apart from the rows
// that reference them so that lists never carry file contents.
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: mediaKinds }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_kind_idx").on(t.kind)],
);

export type Media = typeof media.$inferSelect;
