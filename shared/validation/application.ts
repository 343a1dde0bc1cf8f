import { applicationStatuses } from "../enums";
import { ageOn, germanDateToIso, isoDateParts, todayIso } from "../dates";
import { emailRule, nameRule } from "./contact";
import { emptyToUndefined, z } from "./zod";

export const MIN_APPLICANT_AGE = 18;
export const MAX_ROOMMATES = 10;

const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max);
const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

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
  .refine((v) => isoDateParts(v) === null || v >= todayIso(), "Das Einzugsdatum darf nicht in der Vergangenheit liegen");

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
  income: z.coerce
    .number("Einkommen muss angegeben werden")
    .int("Einkommen bitte in ganzen Euro angeben")
    .min(1, "Einkommen muss angegeben werden")
    .max(10_000_000),
});

export const livingStepSchema = z.object({
  currentAddress: z.string().trim().min(5, "Aktuelle Adresse muss angegeben werden").max(300),
  currentLandlord: optionalText(200),
  moveInDate,
});

export const roommatesStepSchema = z.object({
  roommates: z
    .array(z.string().trim().min(1).max(120))
    .max(MAX_ROOMMATES, `Höchstens ${MAX_ROOMMATES} Mitbewohner`),
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

export const idCardMissingMessage = "Bitte laden Sie Ihren Personalausweis hoch";
export const payslipMissingMessage = "Bitte laden Sie Ihre Lohnabrechnung hoch";
export const signatureMismatchMessage = "Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen";

export const signatureMatchesName = (signature: string, name: string) =>
  signature.trim().toLocaleLowerCase("de") === name.trim().toLocaleLowerCase("de");

/** What the server accepts: every step, the property, both documents; termsAccepted stays on the form. */
export const applicationInputSchema = z
  .object({
    propertyId: z.coerce.number("Immobilie fehlt").int().positive("Immobilie fehlt"),
    ...personalStepSchema.shape,
    ...employmentStepSchema.shape,
    ...livingStepSchema.shape,
    ...roommatesStepSchema.shape,
    idCardUrl: z.string(idCardMissingMessage).min(1, idCardMissingMessage),
    payslipUrl: z.string(payslipMissingMessage).min(1, payslipMissingMessage),
    additionalInfo: confirmationStepSchema.shape.additionalInfo,
    signature: confirmationStepSchema.shape.signature,
  })
  .refine((a) => signatureMatchesName(a.signature, a.name), {
    path: ["signature"],
    message: signatureMismatchMessage,
  });

export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const applicationStatusSchema = z.object({
  status: z.enum(applicationStatuses, "Ungültiger Status"),
});

export const applicationFilterSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(applicationStatuses, "Ungültiger Status").optional()),
});
