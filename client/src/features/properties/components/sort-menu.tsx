import { listSortLabels, listSorts, type ListSort } from "@shared/search/list-params";
import { FormField } from "@/components/ui/form-field";
import { EnumOptions, NativeSelect } from "@/components/ui/select";

const copy = { label: "Sortieren nach" };

/** The list's order; choosing one starts again on page 1. */
export function SortMenu({ value, onChange }: { value: ListSort; onChange: (sort: ListSort) => void }) {
  return (
    <FormField label={copy.label} className="w-full sm:w-60">
      <NativeSelect
        value={value}
        onChange={(event) => {
          const next = listSorts.find((sort) => sort === event.target.value);
          if (next) onChange(next);
        }}
      >
        <EnumOptions values={listSorts} labels={listSortLabels} />
      </NativeSelect>
    </FormField>
  );
}
