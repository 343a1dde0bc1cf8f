import type { ContactInput } from "@shared/validation/contact";
import { badRequest, notFound } from "../http/errors";
import type { PropertiesRepo } from "../properties/properties.repo";
import type { Notices } from "../mail/notices";
import type { ContactsRepo } from "./contacts.repo";
import type { AuditService } from "../audit/audit.service";

const contactNotFound = "Nachricht nicht gefunden";

export function createContactsService(
  repo: ContactsRepo,
  propertiesRepo: PropertiesRepo,
  notices: Notices,
  audit?: AuditService,
) {
  return {
    async send(input: ContactInput) {
      const property = input.propertyId !== undefined ? await propertiesRepo.find(input.propertyId) : undefined;
      if (input.propertyId !== undefined && !property) {
        throw badRequest("Die angefragte Immobilie gibt es nicht.", [
          { path: "propertyId", message: "Immobilie nicht gefunden" },
        ]);
      }
      const row = await repo.insert(input);
      await notices.contactReceived({
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        listing: property ? { id: property.id, title: property.title, objectNumber: property.objectNumber } : null,
      });
      return { id: row.id, createdAt: row.createdAt };
    },
    list: () => repo.list(),
    async setHandled(id: number, handled: boolean) {
      const row = await repo.setHandled(id, handled);
      if (!row) throw notFound(contactNotFound);
      return row;
    },
    async remove(id: number) {
      if (!(await repo.delete(id))) throw notFound(contactNotFound);
      await audit?.record({
        action: "contact.deleted",
        summary: `Nachricht #${id} gelöscht`,
        recordType: "contact",
        recordId: id,
      });
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
