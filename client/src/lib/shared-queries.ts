// Reads that more than one feature uses or refreshes (features import no other feature). Every other
// query's key, fetcher and queryOptions live in its feature's api/ folder.

import { queryOptions } from "@tanstack/react-query";
import { getProperty, listApplications, listProperties } from "@shared/api/endpoints/site";
import { apiQuery, getApi } from "./call-api";

/**
 * ["/api/properties"]: the root of every properties read (lists by filter, details by id); the
 * properties feature builds those, imports and scraper imports refresh them all through this key.
 */
export const propertiesKeyRoot = () => [listProperties.path] as const;

/** GET /api/properties/{id}: one listing (the detail page, the Merkliste, the contact form about it). */
export const propertyQueryKey = (id: number) => [...propertiesKeyRoot(), id] as const;
export const propertyQuery = (id: number) =>
  queryOptions({ queryKey: propertyQueryKey(id), ...apiQuery(getProperty, { params: { id } }) });

/** GET /api/applications (admin): all applications, newest first; the dashboard shows the newest. */
export const applicationsQueryKey = () => [listApplications.path] as const;
export const fetchApplications = () => getApi(listApplications);
export const applicationsQuery = () => queryOptions({ queryKey: applicationsQueryKey(), queryFn: fetchApplications });
