import type { ContactInput } from "@shared/validation/contact";
import { badRequest, notFound } from "../http/errors";
import type { PropertiesRepo } from "../properties/properties.repo";
import type { ContactsRepo } from "./contacts.repo";

const contactNotFound = "Nachricht nicht gefunden";

export function createContactsService(repo: ContactsRepo, propertiesRepo: PropertiesRepo) {
  return {
    async send(input: ContactInput) {
      if (input.propertyId !== undefined && !(await propertiesRepo.exists(input.propertyId))) {
        throw badRequest("Die angefragte Immobilie gibt es nicht.", [
          { path: "propertyId", message: "Immobilie nicht gefunden" },
        ]);
      }
      const row = await repo.insert(input);
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
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
