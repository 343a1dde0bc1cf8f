import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
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
    // The id in /media/{publicId}: 128 random bits (base64url), so no file's path can be guessed.
    // The server sets it from crypto.randomBytes; the default gives rows written before it existed theirs.
    publicId: text("public_id")
      .notNull()
      .unique()
      .default(sql`translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`),
    kind: text("kind", { enum: mediaKinds }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    // The bytes live here (server PostgreSQL) or, with the embedded database, in a file of that
    // name under DATA_DIR/media: exactly one of the two is set.
    bytes: bytea("bytes"),
    file: text("file"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_kind_idx").on(t.kind)],
);

export type Media = typeof media.$inferSelect;

// Smaller copies of an uploaded image (shared/media-variants.ts), made once at upload with sharp
// and deleted with their image.
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes"),
    file: text("file"),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.contentType] })],
);

export type MediaVariant = typeof mediaVariants.$inferSelect;
