import { describe, expect, it } from "vitest";
import { errorPaths, firstInWizardOrder, STEP_COUNT, stepLabel, stepOfField, toStepNumber, wizardSteps } from "./steps";

describe("wizard steps", () => {
  it("has six named steps", () => {
    expect(wizardSteps.map((s) => s.title)).toEqual([
      "Persönliche Daten",
      "Beschäftigung",
      "Aktuelle Wohnsituation",
      "Mitbewohner",
      "Dokumente",
      "Bestätigung",
    ]);
    expect(STEP_COUNT).toBe(6);
    expect(stepLabel(2)).toBe("Schritt 2 von 6");
  });

  it("validates on each step the fields of its schema, in screen order", () => {
    expect(wizardSteps.map((s) => s.fields)).toEqual([
      ["name", "email", "phone", "birthDate", "birthPlace"],
      ["occupation", "employmentInfo.employer", "employmentInfo.duration", "employmentInfo.employmentType", "income"],
      ["currentAddress", "currentLandlord", "moveInDate"],
      ["roommates"],
      ["idCardUrl", "payslipUrl"],
      ["additionalInfo", "signature", "termsAccepted"],
    ]);
  });

  it("finds the step of a server path, dotted or indexed", () => {
    expect(stepOfField("email")).toBe(1);
    expect(stepOfField("employmentInfo.employer")).toBe(2);
    expect(stepOfField("employmentInfo")).toBeUndefined();
    expect(stepOfField("roommates.3")).toBe(4);
    expect(stepOfField("payslipUrl")).toBe(5);
    expect(stepOfField("signature")).toBe(6);
    expect(stepOfField("propertyId")).toBeUndefined();
  });

  it("orders errors as a person meets them", () => {
    expect(firstInWizardOrder(["signature", "income", "phone"])).toBe("phone");
    expect(firstInWizardOrder(["income", "employmentInfo.employer", "occupation"])).toBe("occupation");
    expect(firstInWizardOrder([])).toBeUndefined();
  });

  it("lists the paths of a react-hook-form errors object without walking into DOM refs", () => {
    const ref = { parent: { deep: { message: "x" } } };
    const errors = {
      name: { type: "too_small", message: "Name…", ref },
      employmentInfo: { employer: { type: "x", message: "Arbeitgeber…" } },
    };
    expect(errorPaths(errors)).toEqual(["name", "employmentInfo.employer"]);
  });

  it("clamps step numbers", () => {
    expect(toStepNumber(0)).toBe(1);
    expect(toStepNumber(9)).toBe(6);
    expect(toStepNumber(Number.NaN)).toBe(1);
    expect(toStepNumber(3)).toBe(3);
  });
});
