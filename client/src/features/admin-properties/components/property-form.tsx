import { useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import type { Property } from "@shared/contracts/properties";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { CHECKLIST_ID, usePropertyForm } from "../hooks/use-property-form";
import { usePropertyImages } from "../hooks/use-property-images";
import type { PropertyFormSection } from "../lib/form-sections";
import { floorPlanList, photoList } from "../lib/image-list";
import { AreasFields } from "./areas-fields";
import { ChecklistShortcut } from "./checklist-shortcut";
import { BasicsFields } from "./basics-fields";
import { CostsFields } from "./costs-fields";
import { DeletePropertyDialog, type PropertyToDelete } from "./delete-property-dialog";
import { EnergyFields } from "./energy-fields";
import { FeaturesFields } from "./features-fields";
import { FormSection } from "./form-section";
import { LocationFields } from "./location-fields";
import { MediaFields } from "./media-fields";
import { PropertyFormActions } from "./property-form-actions";
import { PublishingChecklist } from "./publishing-checklist";
import { PublishingFields } from "./publishing-fields";
import { SectionNav } from "./section-nav";

/**
 * Create or edit a property: eight sections in one form, stacked; on wide screens a column beside
 * them keeps the section links and the publishing checklist in view.
 */
export function PropertyForm({ property }: { property?: Property }) {
  const { form, saveDraft, publish, isEdit, pending, saving, errorSections, showError } = usePropertyForm(property);
  const photos = usePropertyImages(form, photoList);
  const floorPlans = usePropertyImages(form, floorPlanList);
  const [toDelete, setToDelete] = useState<PropertyToDelete | null>(null);
  const [, navigate] = useLocation();
  const errors = form.formState.errors;

  const section = (name: PropertyFormSection, children: ReactNode, description?: string) => (
    <FormSection section={name} hasError={errorSections.includes(name)} description={description}>
      {children}
    </FormSection>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
      aria-label={isEdit ? "Immobilie bearbeiten" : "Neue Immobilie"}
    >
      <UnsavedChangesGuard active={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_15rem] xl:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="grid min-w-0 gap-6">
          {section("basics", <BasicsFields form={form} />)}
          {section("costs", <CostsFields form={form} />)}
          {section("areas", <AreasFields form={form} />)}
          {section("features", <FeaturesFields form={form} />)}
          {section(
            "energy",
            <EnergyFields form={form} />,
            "Pflichtangaben nach dem Gebäudeenergiegesetz für jede Anzeige.",
          )}
          {section("location", <LocationFields form={form} />)}
          {section("media", <MediaFields photos={photos} floorPlans={floorPlans} errors={errors} />)}
          {section("publishing", <PublishingFields form={form} />)}
        </div>
        <aside className="grid gap-4 lg:sticky lg:top-6" aria-label="Überblick">
          <div className="max-lg:hidden">
            <SectionNav errorSections={errorSections} />
          </div>
          <PublishingChecklist form={form} onGoTo={showError} />
        </aside>
      </div>

      <PropertyFormActions
        saving={saving}
        pending={pending}
        busy={photos.uploads.state.status === "uploading" || floorPlans.uploads.state.status === "uploading"}
        onDraft={() => void saveDraft()}
        onDelete={property ? () => setToDelete({ id: property.id, title: property.title }) : undefined}
        checklistId={`${CHECKLIST_ID}-stand`}
        summary={<ChecklistShortcut form={form} />}
      />
      <DeletePropertyDialog
        property={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => navigate("/properties")}
      />
    </form>
  );
}
