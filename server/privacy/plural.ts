/** "1 Nachricht", "3 Nachrichten": a count with its German noun (the shared rule). */
export { formatCount as plural } from "@shared/format";
