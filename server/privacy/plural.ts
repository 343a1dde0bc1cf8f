/** "1 Nachricht", "3 Nachrichten": a count with its German noun. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
