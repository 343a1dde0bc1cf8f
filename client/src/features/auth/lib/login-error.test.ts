import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { loginErrorDescription } from "./login-error";

describe("loginErrorDescription", () => {
  it("names wrong credentials on 401", () => {
    expect(loginErrorDescription(new ApiError(401, "{}", { message: "Nicht autorisiert" }))).toBe(
      "Ungültiger Benutzername oder Passwort.",
    );
  });

  it("passes the server's rate-limit message through", () => {
    const message =
      "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.";
    expect(loginErrorDescription(new ApiError(429, JSON.stringify({ message }), { message }))).toBe(message);
  });

  it("explains a network failure", () => {
    expect(loginErrorDescription(new TypeError("Failed to fetch"))).toMatch(/Server ist nicht erreichbar/);
  });
});
