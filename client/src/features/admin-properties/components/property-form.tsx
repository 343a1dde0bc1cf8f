import { useState } from "react";
import { useLocation } from "wouter";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import type { Property } from "@shared/contracts/properties";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { usePropertyForm } from "../hooks/use-property-form";
import { usePropertyImages } from "../hooks/use-property-images";
import { propertyFormTabs, type PropertyFormTab } from "../lib/property-form";
import { DeletePropertyDialog, type PropertyToDelete } from "./delete-property-dialog";
import { DetailsFields } from "./details-fields";
import { FormTabTrigger } from "./form-tab-trigger";
import { GeneralFields } from "./general-fields";
import { ImagesPanel } from "./images-panel";
import { PropertyFormActions } from "./property-form-actions";

const tabLabels: Record<PropertyFormTab, string> = {
  general: "Allgemein",
  details: "Details & Beschreibung",
  images: "Bilder",
};

const isTab = (value: string): value is PropertyFormTab => (propertyFormTabs as readonly string[]).includes(value);

/** Create or edit a property: three tabs, one form. */
export function PropertyForm({ property }: { property?: Property }) {
  const { form, tab, setTab, onSubmit, isEdit, pending, errorTabs } = usePropertyForm(property);
  const images = usePropertyImages(form);
  const [toDelete, setToDelete] = useState<PropertyToDelete | null>(null);
  const [, navigate] = useLocation();

  const imagesError =
    form.formState.errors.images?.message ?? form.formState.errors.images?.find?.((entry) => entry?.message)?.message;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={isEdit ? "Immobilie bearbeiten" : "Neue Immobilie"}>
      <UnsavedChangesGuard active={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList aria-label="Bereiche des Formulars" className="max-sm:flex max-sm:w-full">
          {propertyFormTabs.map((value) => (
            <FormTabTrigger key={value} value={value} hasError={errorTabs.includes(value)}>
              {tabLabels[value]}
              {value === "images" && images.images.length > 0 && (
                <span className="text-muted-foreground">({images.images.length})</span>
              )}
            </FormTabTrigger>
          ))}
        </TabsList>
        {/* forceMount: every field stays registered and keeps its input while its tab is hidden. */}
        <TabsContent value="general" forceMount>
          <Card className="p-5 sm:p-7">
            <GeneralFields form={form} />
          </Card>
        </TabsContent>
        <TabsContent value="details" forceMount>
          <Card className="p-5 sm:p-7">
            <DetailsFields form={form} />
          </Card>
        </TabsContent>
        <TabsContent value="images" forceMount>
          <Card className="p-5 sm:p-7">
            <ImagesPanel images={images} error={imagesError} />
          </Card>
        </TabsContent>
      </Tabs>

      <PropertyFormActions
        isEdit={isEdit}
        pending={pending}
        busy={images.uploads.state.status === "uploading"}
        onDelete={property ? () => setToDelete({ id: property.id, title: property.title }) : undefined}
      />
      <DeletePropertyDialog
        property={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => navigate("/properties")}
      />
    </form>
  );
}
