import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { isPostStatusFilter, type PostFilter } from "../lib/post-filter";
import { postStatusLabels } from "./post-status-badge";

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
    <div
      role="search"
      aria-label={copy.region}
      className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField label={copy.search}>
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              {...control}
              type="search"
              placeholder={copy.placeholder}
              value={filter.search}
              onChange={(event) => onChange({ search: event.target.value })}
              className="pl-10"
            />
          </div>
        )}
      </FormField>
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
    </div>
  );
}
