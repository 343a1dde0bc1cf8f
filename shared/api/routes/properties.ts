// Listings: the public list and detail, the admin's writes and imports, similar listings, the exposé.

import { importAnswer, zipImportAnswer } from "../../contracts/imports";
import { propertyAnswer, propertyListAnswer } from "../../contracts/properties";
import { listQuerySchema } from "../../search/list-query";
import { idParamSchema } from "../../validation/common";
import { importBodySchema } from "../../validation/import-body";
import { propertyInputSchema, propertyPatchSchema } from "../../validation/property";
import * as at from "../endpoints/index";
import { route } from "../route";

const tag = "Immobilien";

export const propertyRoutes = {
  importProperties: route(at.importProperties, {
    summary: "Import one listing or a list of listings (the CSV import's rows)",
    tag,
    access: "staff",
    body: importBodySchema,
    answers: { 200: importAnswer },
  }),
  importPropertiesZip: route(at.importPropertiesZip, {
    summary: "Import a ZIP of a CSV with its photos (multipart field zipFile, at most 50 MB)",
    tag,
    access: "staff",
    upload: { field: "zipFile" },
    answers: { 200: zipImportAnswer },
  }),
  listProperties: route(at.listProperties, {
    summary:
      "Listings by filter, newest first: one page (page, pageSize) or every match; X-Total-Count counts all matches. Visitors see published listings only",
    tag,
    access: "public",
    query: listQuerySchema,
    answers: { 200: propertyListAnswer, 304: "empty" },
  }),
  getProperty: route(at.getProperty, {
    summary: "One listing (visitors: published ones only)",
    tag,
    access: "public",
    params: idParamSchema,
    answers: { 200: propertyAnswer, 304: "empty" },
  }),
  createProperty: route(at.createProperty, {
    summary: "Create a listing (photos as data URLs)",
    tag,
    access: "staff",
    body: propertyInputSchema,
    answers: { 201: propertyAnswer },
  }),
  updateProperty: route(at.updateProperty, {
    summary: "Change some fields of a listing",
    tag,
    access: "staff",
    params: idParamSchema,
    body: propertyPatchSchema,
    answers: { 200: propertyAnswer },
  }),
  deleteProperty: route(at.deleteProperty, {
    summary: "Delete a listing",
    tag,
    access: "staff",
    params: idParamSchema,
    answers: { 204: "empty" },
  }),
  similarProperties: route(at.similarProperties, {
    summary: "Up to three published listings like this one",
    tag,
    access: "public",
    params: idParamSchema,
    answers: { 200: propertyListAnswer },
  }),
  propertyExpose: route(at.propertyExpose, {
    summary: "The listing's exposé as a PDF download (revalidated by its ETag)",
    tag,
    access: "public",
    params: idParamSchema,
    answers: { 200: { file: "application/pdf" }, 304: "empty" },
  }),
};
