import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { serializeError } from "./logger";

describe("logged errors", () => {
  it("keep a failed query's SQL but not its parameters, which are what people typed", () => {
    // As PostgreSQL answers a value it cannot read: quoting the value in its message.
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Anna Schmidt, 3800 Euro"'), {
      code: "22P02",
    });
    const error = new DrizzleQueryError(
      "insert into contacts (name, income) values ($1, $2::integer)",
      ["Anna", "Anna Schmidt, 3800 Euro"],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("insert into contacts (name, income) values ($1, $2::integer)");
    expect(logged).toContain("params: [nicht protokolliert]");
    expect(logged).toContain("invalid input syntax for type integer");
    expect(logged).not.toContain("Anna");
  });

  it("leave other errors as pino logs them", () => {
    const logged = serializeError(new Error("Verbindung verloren")) as { message: string; type: string };
    expect(logged).toMatchObject({ type: "Error", message: "Verbindung verloren" });
  });
});
