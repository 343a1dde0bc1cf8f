import { describe, expect, it } from "vitest";
import type { ContactMessage } from "@shared/contracts/contacts";
import { countUnhandled, filterMessages, phoneHref } from "./inbox-filter";

const message = (id: number, handled: boolean) => ({ id, handled }) as ContactMessage;
const messages = [message(3, false), message(2, true), message(1, false)];

describe("filterMessages", () => {
  it("keeps everything for 'all' and only the open ones for 'unhandled', in order", () => {
    expect(filterMessages(messages, "all").map((m) => m.id)).toEqual([3, 2, 1]);
    expect(filterMessages(messages, "unhandled").map((m) => m.id)).toEqual([3, 1]);
    expect(countUnhandled(messages)).toBe(2);
  });
});

describe("phoneHref", () => {
  it("keeps digits and the plus sign", () => {
    expect(phoneHref("+49 (30) 1234-5678")).toBe("tel:+493012345678");
  });
});
