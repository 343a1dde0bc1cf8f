// Reads that more than one feature uses or refreshes (features import no other feature). Every other
// query's key, fetcher and queryOptions live in its feature's api/ folder.

import { queryOptions } from "@tanstack/react-query";
import type { AdminApplication } from "@shared/contracts/applications";
import type { Property } from "@shared/contracts/properties";
import { getJson, jsonQuery } from "./get-json";

/**
 * ["/api/properties"]: the root of every properties read (lists by filter, details by id); the
 * properties feature builds those, imports and scraper imports refresh them all through this key.
 */
export const PROPERTIES_URL = "/api/properties";
export const propertiesKeyRoot = () => [PROPERTIES_URL] as const;

/** GET /api/properties/{id}: one listing (the detail page, the Merkliste, the contact form about it). */
export const propertyQueryKey = (id: number) => [...propertiesKeyRoot(), id] as const;
export const propertyQuery = (id: number) =>
  queryOptions({ queryKey: propertyQueryKey(id), ...jsonQuery<Property>(`${PROPERTIES_URL}/${id}`) });

/** GET /api/applications (admin): all applications, newest first; the dashboard shows the newest. */
export const APPLICATIONS_URL = "/api/applications";
export const applicationsQueryKey = () => [APPLICATIONS_URL] as const;
export const fetchApplications = () => getJson<AdminApplication[]>(APPLICATIONS_URL);
export const applicationsQuery = () => queryOptions({ queryKey: applicationsQueryKey(), queryFn: fetchApplications });
