import { describe, expect, it } from "vitest";
import { draftKey, keepDraft, takeDraft } from "./form-draft";
import { propertyFormDefaults } from "./property-form";

describe("form drafts", () => {
  it("hands a kept draft back once", () => {
    keepDraft(draftKey(12), { ...propertyFormDefaults, title: "Entwurf" });
    expect(takeDraft("12")?.title).toBe("Entwurf");
    expect(takeDraft("12")).toBeUndefined();
  });

  it("keeps a copy, not the live form object", () => {
    const values = { ...propertyFormDefaults, images: ["/media/1"] };
    keepDraft(draftKey(undefined), values);
    values.images!.push("/media/2");
    expect(takeDraft("new")?.images).toEqual(["/media/1"]);
  });
});
