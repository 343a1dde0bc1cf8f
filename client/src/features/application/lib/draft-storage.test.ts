import { describe, expect, it } from "vitest";
import { emptyApplicationValues, type ApplicationFormValues } from "./form-values";
import { clearDraft, draftKey, loadDraft, parseDraft, saveDraft, serializeDraft } from "./draft-storage";
import { memoryStorage } from "@/lib/memory-storage";

const typed: ApplicationFormValues = {
  ...emptyApplicationValues,
  name: "Anna Schmidt",
  email: "anna@example.de",
  employmentInfo: { employer: "Beispiel GmbH", duration: "4 Jahre", employmentType: "Unbefristet angestellt" },
  income: "3.800",
  roommates: ["Max Schmidt"],
  roommateName: "Lena",
  idCardUrl: "data:image/png;base64,AAAA",
  payslipUrl: "data:application/pdf;base64,BBBB",
  signature: "Anna Schmidt",
  termsAccepted: true,
};

describe("application draft in sessionStorage", () => {
  it("keeps every text field and the step, but never the documents or the consent tick", () => {
    const json = serializeDraft(typed, 3);
    expect(json).not.toContain("data:");
    expect(json).not.toContain("termsAccepted");
    const draft = parseDraft(json)!;
    expect(draft.step).toBe(3);
    const { idCardUrl: _a, payslipUrl: _b, termsAccepted: _c, ...expected } = typed;
    expect(draft.values).toEqual(expected);
  });

  it("resumes a draft saved on the last step at the documents step", () => {
    expect(parseDraft(serializeDraft(typed, 6))!.step).toBe(5);
  });

  it("ignores broken JSON, other versions and wrong types", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{kaputt")).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 99, step: 2, values: {} }))).toBeNull();
    const odd = parseDraft(
      JSON.stringify({
        v: 1,
        step: "x",
        values: { name: 5, roommates: ["", 3, "Max"], employmentInfo: null, idCardUrl: "data:x" },
      }),
    )!;
    expect(odd.step).toBe(1);
    expect(odd.values.name).toBe("");
    expect(odd.values.roommates).toEqual(["Max"]);
    expect(odd.values.employmentInfo).toEqual({ employer: "", duration: "", employmentType: "" });
    expect(odd.values).not.toHaveProperty("idCardUrl");
    expect(emptyApplicationValues.employmentInfo).toEqual({ employer: "", duration: "", employmentType: "" });
  });

  it("stores one entry per property and clears it", () => {
    const storage = memoryStorage();
    saveDraft(storage, 4, typed, 2);
    expect([...storage.map.keys()]).toEqual([draftKey(4)]);
    expect(loadDraft(storage, 4)?.values.name).toBe("Anna Schmidt");
    expect(loadDraft(storage, 5)).toBeNull();
    clearDraft(storage, 4);
    expect(loadDraft(storage, 4)).toBeNull();
  });

  it("survives storage that throws (full or blocked)", () => {
    const failing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => saveDraft(failing, 1, typed, 1)).not.toThrow();
    expect(loadDraft(failing, 1)).toBeNull();
    expect(() => clearDraft(failing, 1)).not.toThrow();
    expect(loadDraft(undefined, 1)).toBeNull();
  });
});
