import { describe, expect, it } from "vitest";
import { adminPrice } from "./admin-price";

describe("adminPrice", () => {
  it("adds /Mo. to rents", () => {
    expect(adminPrice({ price: 1450, transactionType: "rent" })).toBe("1.450\u00a0€/Mo.");
  });

  it("shows sale prices plain", () => {
    expect(adminPrice({ price: 685000, transactionType: "buy" })).toBe("685.000\u00a0€");
  });
});
