import { useMemo, useState } from "react";
import {
  emptyApplicationFilter,
  filterApplications,
  isFilterActive,
  propertyOptions,
  type ApplicationFilter,
} from "../lib/application-filter";
import type { AdminApplication } from "@shared/contracts/applications";

/** The list filter's state and what follows from it: the shown applications and the property choices. */
export function useApplicationFilter(applications: readonly AdminApplication[] | undefined) {
  const [filter, setFilter] = useState<ApplicationFilter>(emptyApplicationFilter);
  const visible = useMemo(() => filterApplications(applications ?? [], filter), [applications, filter]);
  const properties = useMemo(() => propertyOptions(applications ?? []), [applications]);
  return {
    filter,
    update: (changes: Partial<ApplicationFilter>) => setFilter((current) => ({ ...current, ...changes })),
    reset: () => setFilter(emptyApplicationFilter),
    active: isFilterActive(filter),
    visible,
    properties,
  };
}
