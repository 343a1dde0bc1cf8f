import { describe, expect, it } from "vitest";
import { todayIso } from "../dates";
import {
  applicationAvailability,
  applicationFormSchema,
  applicationInputSchema,
  normaliseEuroAmount,
  toApplicationInput,
  confirmationStepSchema,
  employmentStepSchema,
  livingStepSchema,
  personalStepSchema,
} from "./application";

const personal = {
  name: "Anna Schmidt",
  email: "anna@example.de",
  phone: "030123",
  birthDate: "14.03.1990",
  birthPlace: "Leipzig",
};
const employment = {
  occupation: "Lehrerin",
  employmentInfo: { employer: "Land Berlin", duration: "5 Jahre", employmentType: "Unbefristet" },
  income: 1,
};
const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));
const living = { currentAddress: "Torstraße 1, Berlin", currentLandlord: "", moveInDate: daysFromToday(0) };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const yearsAgo = (years: number, dayOffset = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + dayOffset);
  return `${String(d.getDate()).padStart(2, "0")}.${String(d.getMonth() + 1).padStart(2, "0")}.${d.getFullYear()}`;
};

describe("step 1: personal data", () => {
  it("accepts the minimum lengths", () => {
    expect(personalStepSchema.safeParse({ ...personal, name: "Al", phone: "123456" }).success).toBe(true);
  });
  it.each([
    [{ name: "A" }, "Name muss mindestens 2 Zeichen enthalten"],
    [{ email: "anna@" }, "Gültige E-Mail-Adresse erforderlich"],
    [{ phone: "12345" }, "Gültige Telefonnummer erforderlich"],
    [{ birthDate: "31.02.1990" }, "Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben"],
    [{ birthDate: "1990-03-14" }, "Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben"],
    [{ birthPlace: " " }, "Geburtsort muss angegeben werden"],
  ])("refuses %o with its German message", (change, message) => {
    expect(firstMessage(personalStepSchema.safeParse({ ...personal, ...change }))).toBe(message);
  });
  it("needs a past birth date of someone who is at least 18", () => {
    expect(firstMessage(personalStepSchema.safeParse({ ...personal, birthDate: yearsAgo(-1) }))).toBe(
      "Das Geburtsdatum muss in der Vergangenheit liegen",
    );
    expect(firstMessage(personalStepSchema.safeParse({ ...personal, birthDate: yearsAgo(18, 1) }))).toBe(
      "Sie müssen mindestens 18 Jahre alt sein",
    );
    expect(personalStepSchema.safeParse({ ...personal, birthDate: yearsAgo(18) }).success).toBe(true);
  });
});

describe("step 2: employment", () => {
  it("coerces the income and needs at least 1 euro", () => {
    expect(employmentStepSchema.parse({ ...employment, income: "2500" }).income).toBe(2500);
    expect(firstMessage(employmentStepSchema.safeParse({ ...employment, income: 0 }))).toBe(
      "Einkommen muss angegeben werden",
    );
    expect(firstMessage(employmentStepSchema.safeParse({ ...employment, income: "" }))).toBe(
      "Einkommen muss angegeben werden",
    );
  });
  it("needs occupation and employer", () => {
    expect(firstMessage(employmentStepSchema.safeParse({ ...employment, occupation: "" }))).toBe(
      "Beruf muss angegeben werden",
    );
    const noEmployer = { ...employment, employmentInfo: { ...employment.employmentInfo, employer: "  " } };
    expect(firstMessage(employmentStepSchema.safeParse(noEmployer))).toBe("Arbeitgeber muss angegeben werden");
  });
});

describe("step 3: living situation", () => {
  it("accepts today as the move-in date and an empty landlord", () => {
    expect(livingStepSchema.parse(living).currentLandlord).toBeUndefined();
  });
  it("refuses a move-in date in the past and an impossible one", () => {
    expect(firstMessage(livingStepSchema.safeParse({ ...living, moveInDate: daysFromToday(-1) }))).toBe(
      "Das Einzugsdatum darf nicht in der Vergangenheit liegen",
    );
    expect(firstMessage(livingStepSchema.safeParse({ ...living, moveInDate: "2030-02-30" }))).toBe(
      "Bitte ein gültiges Einzugsdatum angeben",
    );
  });
});

describe("step 6 and the combined schema", () => {
  it("needs the consent box ticked", () => {
    expect(firstMessage(confirmationStepSchema.safeParse({ signature: "Anna Schmidt", termsAccepted: false }))).toBe(
      "Sie müssen den Bedingungen zustimmen",
    );
  });
  it("names a missing document with the spec's messages", () => {
    const result = applicationInputSchema.safeParse({
      propertyId: 1,
      ...personal,
      ...employment,
      ...living,
      roommates: [],
      signature: "Anna Schmidt",
    });
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain("Bitte laden Sie Ihren Personalausweis hoch");
    expect(messages).toContain("Bitte laden Sie Ihre Lohnabrechnung hoch");
  });
  it("accepts a signature that matches the name apart from case", () => {
    const input = {
      propertyId: 1,
      ...personal,
      ...employment,
      ...living,
      roommates: ["Max"],
      idCardUrl: "data:x",
      payslipUrl: "data:y",
      signature: "ANNA SCHMIDT ",
    };
    expect(applicationInputSchema.safeParse(input).success).toBe(true);
    expect(firstMessage(applicationInputSchema.safeParse({ ...input, signature: "Anna Meier" }))).toBe(
      "Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen",
    );
  });
});

describe("income typed the German way", () => {
  it.each([
    ["2500", 2500],
    ["2.500", 2500],
    ["2 500 €", 2500],
    ["2.500,00", 2500],
    ["1.234.567", 1234567],
  ])("reads %s as %i euros", (typed, euros) => {
    expect(employmentStepSchema.parse({ ...employment, income: typed }).income).toBe(euros);
  });
  it("still refuses cents and text", () => {
    expect(firstMessage(employmentStepSchema.safeParse({ ...employment, income: "2500,50" }))).toBeDefined();
    expect(firstMessage(employmentStepSchema.safeParse({ ...employment, income: "viel" }))).toBe(
      "Einkommen muss angegeben werden",
    );
    expect(normaliseEuroAmount(42)).toBe(42);
  });
});

describe("the wizard's whole form", () => {
  const complete = {
    ...personal,
    ...employment,
    ...living,
    roommates: [],
    idCardUrl: "data:x",
    payslipUrl: "data:y",
    additionalInfo: "",
    signature: "anna schmidt",
    termsAccepted: true,
  };
  it("accepts a complete form and sends it without the consent flag", () => {
    const parsed = applicationFormSchema.parse(complete);
    const input = toApplicationInput(parsed, 7);
    expect(input).not.toHaveProperty("termsAccepted");
    expect(input).toMatchObject({
      propertyId: 7,
      name: "Anna Schmidt",
      additionalInfo: undefined,
      currentLandlord: undefined,
    });
    expect(applicationInputSchema.safeParse(input).success).toBe(true);
  });
  it("needs consent, both documents and a matching signature", () => {
    const result = applicationFormSchema.safeParse({
      ...complete,
      termsAccepted: false,
      idCardUrl: "",
      payslipUrl: "",
      signature: "Anna Meier",
    });
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toEqual({
      termsAccepted: "Sie müssen den Bedingungen zustimmen",
      idCardUrl: "Bitte laden Sie Ihren Personalausweis hoch",
      payslipUrl: "Bitte laden Sie Ihre Lohnabrechnung hoch",
      signature: "Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen",
    });
  });
});

describe("who may apply", () => {
  it("opens rentals that are not reserved only", () => {
    expect(applicationAvailability({ transactionType: "rent", status: "active" })).toBe("open");
    expect(applicationAvailability({ transactionType: "rent", status: "reserved" })).toBe("reserved");
    expect(applicationAvailability({ transactionType: "buy", status: "active" })).toBe("purchase");
    expect(applicationAvailability({ transactionType: "buy", status: "reserved" })).toBe("purchase");
    expect(applicationAvailability({ transactionType: "rent", status: "hidden" })).toBe("hidden");
  });
});
