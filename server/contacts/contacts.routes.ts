import { routeHandlers } from "../http/mount-routes";
import type { ContactsService } from "./contacts.service";

/** The public contact form, and the staff's inbox. */
export const contactsHandlers = (contacts: ContactsService) =>
  routeHandlers({
    sendContact: async ({ body }, reply) => reply(201, await contacts.send(body)),
    listContacts: async (_input, reply) => reply(200, await contacts.list()),
    setContactHandled: async ({ params, body }, reply) =>
      reply(200, await contacts.setHandled(params.id, body.handled)),
    deleteContact: async ({ params }, reply) => {
      await contacts.remove(params.id);
      reply(204);
    },
  });
