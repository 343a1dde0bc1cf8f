import { applicationStatuses } from "../enums";
import { ageOn, germanDateToIso, isoDateParts, todayIso } from "../dates";
import { parseGermanNumber } from "../german-number";
import { recordIdFromText } from "./common";
import { emailRule, nameRule } from "./contact";
import { emptyToUndefined, z } from "./zod";

export const MIN_APPLICANT_AGE = 18;
export const MAX_ROOMMATES = 10;
/** Largest document the server stores (5 MB, decoded); the wizard reads files up to this size whole. */
export const MAX_DOCUMENT_BYTES = 5_242_880;

const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max);
const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

/**
 * People type amounts the German way: "2.500", "2 500 €", "2500,00". Spaces, the euro sign and a
 * zero cent part are dropped and the rest is read with the shared German number rule; what it
 * cannot read is left as text for the number rule to judge.
 */
export function normaliseEuroAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.replace(/[\s\u00a0€]/g, "").replace(/(?:,|\.)(?:00|-)$/, "");
  const amount = parseGermanNumber(text);
  return amount === null || Number.isNaN(amount) ? text : amount;
}

const birthDate = z
  .string("Geburtsdatum muss angegeben werden")
  .trim()
  .refine((v) => germanDateToIso(v) !== null, "Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben")
  .refine((v) => {
    const iso = germanDateToIso(v);
    return iso === null || iso < todayIso();
  }, "Das Geburtsdatum muss in der Vergangenheit liegen")
  .refine((v) => {
    const iso = germanDateToIso(v);
    return iso === null || iso >= todayIso() || ageOn(iso) >= MIN_APPLICANT_AGE;
  }, `Sie müssen mindestens ${MIN_APPLICANT_AGE} Jahre alt sein`);

const moveInDate = z
  .string("Einzugsdatum muss angegeben werden")
  .trim()
  .refine((v) => isoDateParts(v) !== null, "Bitte ein gültiges Einzugsdatum angeben")
  .refine(
    (v) => isoDateParts(v) === null || v >= todayIso(),
    "Das Einzugsdatum darf nicht in der Vergangenheit liegen",
  );

export const personalStepSchema = z.object({
  name: nameRule(),
  email: emailRule(),
  phone: z.string().trim().min(6, "Gültige Telefonnummer erforderlich").max(40),
  birthDate,
  birthPlace: required("Geburtsort muss angegeben werden", 120),
});

export const employmentStepSchema = z.object({
  occupation: required("Beruf muss angegeben werden", 120),
  employmentInfo: z.object({
    employer: required("Arbeitgeber muss angegeben werden", 200),
    duration: required("Beschäftigungsdauer muss angegeben werden", 100),
    employmentType: required("Art der Beschäftigung muss angegeben werden", 100),
  }),
  income: z.preprocess(
    normaliseEuroAmount,
    z.coerce
      .number("Einkommen muss angegeben werden")
      .int("Einkommen bitte in ganzen Euro angeben")
      .min(1, "Einkommen muss angegeben werden")
      .max(10_000_000, "Bitte ein realistisches Monatseinkommen angeben"),
  ),
});

export const livingStepSchema = z.object({
  currentAddress: z.string().trim().min(5, "Aktuelle Adresse muss angegeben werden").max(300),
  currentLandlord: optionalText(200),
  moveInDate,
});

export const roommatesStepSchema = z.object({
  roommates: z.array(z.string().trim().min(1).max(120)).max(MAX_ROOMMATES, `Höchstens ${MAX_ROOMMATES} Mitbewohner`),
});

export const documentsStepSchema = z.object({
  idCardUrl: z.string().optional(),
  payslipUrl: z.string().optional(),
});

export const confirmationStepSchema = z.object({
  additionalInfo: optionalText(5000),
  signature: z.string().trim().min(2, "Bitte geben Sie Ihren vollständigen Namen als Unterschrift ein").max(120),
  termsAccepted: z.literal(true, "Sie müssen den Bedingungen zustimmen"),
});

/** The wizard's six steps in order; each step's fields are its schema's keys, in screen order. */
export const applicationStepSchemas = [
  personalStepSchema,
  employmentStepSchema,
  livingStepSchema,
  roommatesStepSchema,
  documentsStepSchema,
  confirmationStepSchema,
] as const;

/** A step's field paths from its schema: nested objects dotted ("employmentInfo.employer"), lists whole. */
export function stepFieldPaths(schema: z.ZodObject, prefix = ""): string[] {
  return Object.entries(schema.shape).flatMap(([key, field]) =>
    field instanceof z.ZodObject ? stepFieldPaths(field, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export const birthDateHint = `Format TT.MM.JJJJ – Sie müssen mindestens ${MIN_APPLICANT_AGE} Jahre alt sein.`;
export const moveInDateHint = "Frühestens heute.";

export const idCardMissingMessage = "Bitte laden Sie Ihren Personalausweis hoch";
export const payslipMissingMessage = "Bitte laden Sie Ihre Lohnabrechnung hoch";
export const signatureMismatchMessage = "Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen";

export const signatureMatchesName = (signature: string, name: string) =>
  signature.trim().toLocaleLowerCase("de") === name.trim().toLocaleLowerCase("de");

const signatureMatch = {
  path: ["signature"],
  message: signatureMismatchMessage,
  // Also checked while other fields are still wrong (e.g. consent not ticked), so all problems show at once.
  when: ({ value }: { value: unknown }) => {
    const v = value as { name?: unknown; signature?: unknown } | null;
    return typeof v?.name === "string" && typeof v.signature === "string";
  },
};

/** Fields both the wizard and the server require: every step's data, both documents, the signature. */
const applicationShape = {
  ...personalStepSchema.shape,
  ...employmentStepSchema.shape,
  ...livingStepSchema.shape,
  ...roommatesStepSchema.shape,
  idCardUrl: z.string(idCardMissingMessage).min(1, idCardMissingMessage),
  payslipUrl: z.string(payslipMissingMessage).min(1, payslipMissingMessage),
  additionalInfo: confirmationStepSchema.shape.additionalInfo,
  signature: confirmationStepSchema.shape.signature,
};

/** What the server accepts: every step, the property, both documents; termsAccepted stays on the form. */
export const applicationInputSchema = z
  .object({
    propertyId: recordIdFromText("Immobilie fehlt"),
    ...applicationShape,
  })
  .refine((a) => signatureMatchesName(a.signature, a.name), signatureMatch);

export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** The wizard's whole form (one react-hook-form over all six steps): the server's fields plus the consent box. */
export const applicationFormSchema = z
  .object({ ...applicationShape, termsAccepted: confirmationStepSchema.shape.termsAccepted })
  .refine((a) => signatureMatchesName(a.signature, a.name), signatureMatch);

export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

/** The request body: the form's parsed values without termsAccepted (consent is given on the form, never stored), plus the property. */
export function toApplicationInput(values: ApplicationFormOutput, propertyId: number): ApplicationInput {
  const { termsAccepted: _consentStaysOnTheForm, ...fields } = values;
  return { propertyId, ...fields };
}

// Who may apply lives apart from the form's schemas (application-availability.ts): the detail
// page reads it without loading the schema library.
export { acceptsApplications, applicationAvailability, type ApplicationAvailability } from "./application-availability";

export const applicationStatusSchema = z.object({
  status: z.enum(applicationStatuses, "Ungültiger Status"),
});

export const applicationFilterSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(applicationStatuses, "Ungültiger Status").optional()),
});
