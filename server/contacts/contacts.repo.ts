import { desc, eq, getTableColumns } from "drizzle-orm";
import { contacts, properties, type Contact } from "@shared/schema/index";
import type { ContactInput } from "@shared/validation/contact";
import type { Db } from "../db/client";

export function createContactsRepo(db: Db) {
  const withProperty = () =>
    db
      .select({
        ...getTableColumns(contacts),
        propertyTitle: properties.title,
        propertyObjectNumber: properties.objectNumber,
      })
      .from(contacts)
      .leftJoin(properties, eq(properties.id, contacts.propertyId));

  return {
    async insert(input: ContactInput): Promise<Contact> {
      const [row] = await db.insert(contacts).values(input).returning();
      return row;
    },
    list: () => withProperty().orderBy(desc(contacts.createdAt), desc(contacts.id)),
    async setHandled(id: number, handled: boolean) {
      const [row] = await db
        .update(contacts)
        .set({ handled })
        .where(eq(contacts.id, id))
        .returning({ id: contacts.id });
      if (!row) return undefined;
      const [full] = await withProperty().where(eq(contacts.id, id));
      return full;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      return rows.length > 0;
    },
  };
}

export type ContactsRepo = ReturnType<typeof createContactsRepo>;
