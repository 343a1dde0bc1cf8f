import { FormProvider } from "react-hook-form";
import { Card } from "@/components/ui/card";
import { useApplicationWizard } from "../hooks/use-application-wizard";
import { stepDefinition, stepLabel } from "../lib/steps";
import { ApplicationAside } from "./application-aside";
import { ApplicationSuccess } from "./application-success";
import { RestoredNotice } from "./restored-notice";
import { StepAlert } from "./step-alert";
import { ConfirmationStep } from "./steps/confirmation-step";
import { DocumentsStep } from "./steps/documents-step";
import { EmploymentStep } from "./steps/employment-step";
import { LivingStep } from "./steps/living-step";
import { PersonalStep } from "./steps/personal-step";
import { RoommatesStep } from "./steps/roommates-step";
import { WizardNavigation } from "./wizard-navigation";
import { WizardProgress } from "./wizard-progress";

const copy = { requiredNote: "Mit * gekennzeichnete Felder sind Pflichtfelder." };

/** The six-step self-disclosure for one open rental; replaced by the thank-you card once sent. */
export function ApplicationWizard({ propertyId }: { propertyId: number }) {
  const wizard = useApplicationWizard(propertyId);
  const { form, step } = wizard;
  const { headingRef, containerRef } = wizard.focus;
  const headingId = `application-step-${step}`;

  return (
    <div className="container-page grid items-start gap-8 pb-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      {wizard.sent !== null ? (
        <ApplicationSuccess
          name={wizard.sent.name}
          reference={wizard.sent.reference}
          propertyId={propertyId}
          headingRef={headingRef}
          containerRef={containerRef}
        />
      ) : (
        <section aria-label="Bewerbungsformular" className="grid min-w-0 gap-4">
          {wizard.restored && <RestoredNotice />}
          <p className="text-sm text-muted-foreground">{copy.requiredNote}</p>
          <Card ref={containerRef}>
            <FormProvider {...form}>
              <form
                noValidate
                onSubmit={wizard.onSubmit}
                aria-labelledby={headingId}
                aria-busy={wizard.isSending || undefined}
              >
                <div className="grid gap-6 p-5 sm:p-8">
                  <WizardProgress step={step} />
                  <div>
                    <h2
                      ref={headingRef}
                      id={headingId}
                      tabIndex={-1}
                      className="text-h2 text-card-foreground outline-none"
                    >
                      <span className="eyebrow block">{stepLabel(step)}</span>{" "}
                      <span className="mt-1 block">{stepDefinition(step).title}</span>
                    </h2>
                    <StepAlert count={wizard.stepAlertCount} />
                  </div>
                  {step === 1 && <PersonalStep />}
                  {step === 2 && <EmploymentStep />}
                  {step === 3 && <LivingStep />}
                  {step === 4 && <RoommatesStep roommates={wizard.roommates} />}
                  {step === 5 && <DocumentsStep documents={wizard.documents} restored={wizard.restored} />}
                  {step === 6 && <ConfirmationStep documents={wizard.documents} onEdit={wizard.goToStep} />}
                </div>
                <WizardNavigation step={step} sending={wizard.isSending} onBack={wizard.back} />
              </form>
            </FormProvider>
          </Card>
        </section>
      )}
      <ApplicationAside />
    </div>
  );
}
