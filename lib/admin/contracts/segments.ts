import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, queryInt, timestamp } from "@/lib/api/schemas";
import { stringList, superAdmin, text } from "./shared";

const segments = { ...superAdmin, tag: "Segments" } as const;

export const SegmentDTO = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  userIds: z.array(z.string()),
  companyIds: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const segmentFields = {
  name: text(200).min(1, "is required"),
  description: text(1000),
  userIds: stringList(5000),
  companyIds: stringList(5000),
  isActive: z.boolean(),
};

export const SearchResultDTO = z.object({ id: z.string(), label: z.string(), description: z.string() });

export const listSegments = contract({
  ...segments,
  method: "GET",
  path: "/api/platform/segments",
  summary: "Segments",
  response: z.array(SegmentDTO),
});

export const getSegment = contract({
  ...segments,
  method: "GET",
  path: "/api/platform/segments/:id",
  summary: "One segment",
  params: idParams,
  response: SegmentDTO,
  errors: [403, 404, 429],
});

export const createSegment = contract({
  ...segments,
  method: "POST",
  path: "/api/platform/segments",
  summary: "Create a segment",
  description: "name is unique (409 otherwise). Defaults: userIds [], companyIds [], isActive true.",
  body: z.object({
    name: segmentFields.name,
    description: segmentFields.description.default(""),
    userIds: segmentFields.userIds.default([]),
    companyIds: segmentFields.companyIds.default([]),
    isActive: segmentFields.isActive.default(true),
  }),
  status: 201,
  response: z.object({ id: z.string(), name: z.string() }),
  audit: "platform.segment.create",
  errors: [403, 409, 429],
});

export const updateSegment = contract({
  ...segments,
  method: "PUT",
  path: "/api/platform/segments/:id",
  summary: "Update a segment (partial)",
  params: idParams,
  body: z.object({
    name: segmentFields.name.optional(),
    description: segmentFields.description.optional(),
    userIds: segmentFields.userIds.optional(),
    companyIds: segmentFields.companyIds.optional(),
    isActive: segmentFields.isActive.optional(),
  }),
  response: SegmentDTO,
  audit: "platform.segment.update",
  errors: [403, 404, 409, 429],
});

export const deleteSegment = contract({
  ...segments,
  method: "DELETE",
  path: "/api/platform/segments/:id",
  summary: "Delete a segment",
  description: "Also removes it from every flag it was attached to.",
  params: idParams,
  response: z.object({ success: z.boolean() }),
  audit: "platform.segment.delete",
  errors: [403, 404, 429],
});

const searchQuery = z.object({
  q: z.string().trim().max(200, "must be at most 200 characters").default(""),
  limit: queryInt(1, 100, 50),
});

export const searchSegmentCompanies = contract({
  ...segments,
  method: "GET",
  path: "/api/platform/segments/search-companies",
  summary: "Find companies to put in a segment",
  description: "q matches the name (contains, any case) or the id. limit default 50.",
  query: searchQuery,
  response: z.array(SearchResultDTO),
});

export const searchSegmentUsers = contract({
  ...segments,
  method: "GET",
  path: "/api/platform/segments/search-users",
  summary: "Find users to put in a segment",
  description: "q matches the e-mail, first or last name (contains, any case) or the id. limit default 50.",
  query: searchQuery,
  response: z.array(SearchResultDTO),
});

const resolveBody = z.object({ ids: z.array(z.string().max(320)).max(5000, "must have at most 5000 entries") });

export const resolveSegmentCompanies = contract({
  ...segments,
  method: "POST",
  path: "/api/platform/segments/resolve-companies",
  summary: "Labels for company ids",
  description: "Known ids only, in the order given.",
  body: resolveBody,
  response: z.array(SearchResultDTO),
  audit: false,
});

export const resolveSegmentUsers = contract({
  ...segments,
  method: "POST",
  path: "/api/platform/segments/resolve-users",
  summary: "Labels for user ids (or e-mail addresses)",
  description: "Known ids only, in the order given.",
  body: resolveBody,
  response: z.array(SearchResultDTO),
  audit: false,
});
