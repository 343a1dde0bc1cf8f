import { describe, expect, it } from "vitest";
import { keepUnsavedInput, takeUnsavedInput } from "./unsaved-input";

describe("unsaved input across a sign-in", () => {
  it("hands kept input back once", () => {
    keepUnsavedInput("property:12", { title: "Entwurf" });
    expect(takeUnsavedInput<{ title: string }>("property:12")?.title).toBe("Entwurf");
    expect(takeUnsavedInput("property:12")).toBeUndefined();
  });

  it("keeps a copy, not the live form object", () => {
    const values = { images: ["/media/Xk3v9QwZr1Lm8PqT2sYb01"] };
    keepUnsavedInput("property:new", values);
    values.images.push("/media/Xk3v9QwZr1Lm8PqT2sYb02");
    expect(takeUnsavedInput<typeof values>("property:new")?.images).toEqual(["/media/Xk3v9QwZr1Lm8PqT2sYb01"]);
  });

  it("keeps forms apart by key", () => {
    keepUnsavedInput("post:new", { title: "Beitrag" });
    expect(takeUnsavedInput("property:new")).toBeUndefined();
    expect(takeUnsavedInput<{ title: string }>("post:new")?.title).toBe("Beitrag");
  });
});
