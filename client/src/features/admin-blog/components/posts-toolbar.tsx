import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/select";
import { isPostStatusFilter, type PostFilter } from "../lib/post-filter";
import { postStatusLabels } from "./post-status-badge";
import { FilterBar, SearchField } from "@/components/ui/filter-fields";

const copy = {
  region: "Beiträge durchsuchen",
  search: "Suche",
  placeholder: "Titel oder Slug",
  status: "Status",
  all: "Alle Beiträge",
  reset: "Filter zurücksetzen",
};

type PostsToolbarProps = {
  filter: PostFilter;
  active: boolean;
  onChange: (changes: Partial<PostFilter>) => void;
  onReset: () => void;
};

export function PostsToolbar({ filter, active, onChange, onReset }: PostsToolbarProps) {
  return (
    <FilterBar label={copy.region} className="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
      <SearchField
        label={copy.search}
        placeholder={copy.placeholder}
        value={filter.search}
        onChange={(search) => onChange({ search })}
      />
      <FormField label={copy.status}>
        <NativeSelect
          value={filter.status}
          onChange={(event) => isPostStatusFilter(event.target.value) && onChange({ status: event.target.value })}
        >
          <option value="all">{copy.all}</option>
          <option value="published">{postStatusLabels.published}</option>
          <option value="draft">{postStatusLabels.draft}</option>
        </NativeSelect>
      </FormField>
      <Button variant="ghost" onClick={onReset} disabled={!active} className="justify-self-start">
        <X aria-hidden />
        {copy.reset}
      </Button>
    </FilterBar>
  );
}
