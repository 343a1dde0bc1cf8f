import { applicationStatuses, type ApplicationStatus } from "@shared/enums";
import type { AdminApplication } from "@shared/contracts/applications";

/** What the list filter holds; "all" and "" mean "no filter". */
export type ApplicationFilter = { status: ApplicationStatus | "all"; propertyId: string; search: string };

export const emptyApplicationFilter: ApplicationFilter = { status: "all", propertyId: "", search: "" };

export const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (applicationStatuses as readonly string[]).includes(value);

export const isFilterActive = (filter: ApplicationFilter) =>
  filter.status !== "all" || filter.propertyId !== "" || filter.search.trim() !== "";

/** Status, property and a case-insensitive search in name and e-mail; keeps the list's order. */
export function filterApplications(
  applications: readonly AdminApplication[],
  filter: ApplicationFilter,
): AdminApplication[] {
  const needle = filter.search.trim().toLocaleLowerCase("de");
  return applications.filter(
    (a) =>
      (filter.status === "all" || a.status === filter.status) &&
      (filter.propertyId === "" || String(a.propertyId) === filter.propertyId) &&
      (needle === "" ||
        a.name.toLocaleLowerCase("de").includes(needle) ||
        a.email.toLocaleLowerCase("de").includes(needle)),
  );
}

export type PropertyOption = { id: number; title: string | null };

/** One option per property that has applications, sorted by title (removed properties last). */
export function propertyOptions(applications: readonly AdminApplication[]): PropertyOption[] {
  const byId = new Map<number, PropertyOption>();
  for (const a of applications)
    if (!byId.has(a.propertyId)) byId.set(a.propertyId, { id: a.propertyId, title: a.propertyTitle });
  return [...byId.values()].sort((x, y) => {
    if (x.title === null || y.title === null) return x.title === y.title ? x.id - y.id : x.title === null ? 1 : -1;
    return x.title.localeCompare(y.title, "de") || x.id - y.id;
  });
}
