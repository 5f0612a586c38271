import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, listOf, pageQuery, timestamp, uuid } from "@/lib/api/schemas";
import {
  campaignLink,
  CONTENT_WRITE_ERRORS,
  plannedForDTO,
  plannedForInput,
  plannedRangeQuery,
  platformInput,
  title,
} from "./shared";

export const VideoScriptDTO = z.object({
  id: uuid,
  title: z.string(),
  platform: z.string().nullable(),
  format: z.string().nullable(),
  script: z.string(),
  status: z.string().describe("Always `draft` for now"),
  campaignId: uuid.nullable(),
  plannedFor: plannedForDTO,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type VideoScriptDTO = z.input<typeof VideoScriptDTO>;

/** Free text such as "Short" or "Explainer"; blank means none. */
const videoFormat = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z.string().trim().max(50).nullable().optional(),
);
const scriptBody = z.string().max(100_000);

export const VideoScriptCreate = z.object({
  title,
  platform: platformInput.nullable().optional(),
  format: videoFormat,
  script: scriptBody.default(""),
  campaignId: campaignLink,
  plannedFor: plannedForInput,
});
export const VideoScriptUpdate = z.object({
  title: title.optional(),
  platform: platformInput.nullable().optional(),
  format: videoFormat,
  script: scriptBody.optional(),
  campaignId: campaignLink,
  plannedFor: plannedForInput,
});
export type VideoScriptCreate = z.output<typeof VideoScriptCreate>;
export type VideoScriptUpdate = z.output<typeof VideoScriptUpdate>;

const scriptTag = "Video scripts";

export const listVideoScripts = contract({
  method: "GET",
  path: "/api/video-scripts",
  tag: scriptTag,
  summary: "List video scripts, newest first",
  description: "plannedFrom and plannedTo (days, both included) keep the scripts planned for a day in between.",
  query: pageQuery.extend({ campaignId: uuid.optional(), ...plannedRangeQuery }),
  response: listOf(VideoScriptDTO),
});

export const createVideoScript = contract({
  method: "POST",
  path: "/api/video-scripts",
  tag: scriptTag,
  summary: "Create a video script",
  description: "platform is a social network id (either case, stored lower-case); format is free text such as `Short`.",
  permission: "content:create",
  status: 201,
  audit: "video_script.create",
  body: VideoScriptCreate,
  response: VideoScriptDTO,
  errors: CONTENT_WRITE_ERRORS,
});

export const getVideoScript = contract({
  method: "GET",
  path: "/api/video-scripts/:id",
  tag: scriptTag,
  summary: "One video script",
  params: idParams,
  response: VideoScriptDTO,
  errors: [404],
});

export const updateVideoScript = contract({
  method: "PUT",
  path: "/api/video-scripts/:id",
  tag: scriptTag,
  summary: "Change some fields of a video script",
  description: "Fields left out stay as they are; null clears platform, format, campaignId or plannedFor.",
  permission: "content:create",
  audit: "video_script.update",
  params: idParams,
  body: VideoScriptUpdate,
  response: VideoScriptDTO,
  errors: CONTENT_WRITE_ERRORS,
});

export const deleteVideoScript = contract({
  method: "DELETE",
  path: "/api/video-scripts/:id",
  tag: scriptTag,
  summary: "Delete a video script",
  permission: "content:create",
  status: 204,
  audit: "video_script.delete",
  params: idParams,
  errors: CONTENT_WRITE_ERRORS,
});
