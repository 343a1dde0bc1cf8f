import type { UseFormReturn } from "react-hook-form";
import type { ApplicationFormOutput } from "@shared/validation/application";

/** What the inputs hold. The schema turns it into ApplicationFormOutput (numbers, trimmed text). */
export type ApplicationFormValues = {
  name: string;
  email: string;
  phone: string;
  birthDate: string;
  birthPlace: string;
  occupation: string;
  employmentInfo: { employer: string; duration: string; employmentType: string };
  income: string;
  currentAddress: string;
  currentLandlord: string;
  moveInDate: string;
  roommates: string[];
  /** The roommate name being typed, before 'Hinzufügen'; never sent. */
  roommateName: string;
  idCardUrl: string;
  payslipUrl: string;
  additionalInfo: string;
  signature: string;
  termsAccepted: boolean;
};

export type { ApplicationFormOutput };

/** The one react-hook-form of the wizard. */
export type ApplicationForm = UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;

export const emptyApplicationValues: ApplicationFormValues = {
  name: "",
  email: "",
  phone: "",
  birthDate: "",
  birthPlace: "",
  occupation: "",
  employmentInfo: { employer: "", duration: "", employmentType: "" },
  income: "",
  currentAddress: "",
  currentLandlord: "",
  moveInDate: "",
  roommates: [],
  roommateName: "",
  idCardUrl: "",
  payslipUrl: "",
  additionalInfo: "",
  signature: "",
  termsAccepted: false,
};
