import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../../../server/auth/session";
import { AUTH_CACHE_KEY } from "@/features/auth/lib/auth-status";
import { draftKey } from "@/features/application/lib/draft-storage";
import { APPLICATION_DRAFT_STORAGE_NAME, AUTH_STATUS_STORAGE_NAME, SESSION_COOKIE_NAME } from "./browser-storage";

// The legal texts name what the site stores; these names must stay those the code really uses.
describe("browser storage named in the legal texts", () => {
  it("names the server's session cookie", () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
  });

  it("names the admin area's cached sign-in state", () => {
    expect(AUTH_STATUS_STORAGE_NAME).toBe(AUTH_CACHE_KEY);
  });

  it("names the application draft key", () => {
    expect(draftKey(42)).toBe(APPLICATION_DRAFT_STORAGE_NAME.replace("{Objektnummer}", "42"));
  });
});
