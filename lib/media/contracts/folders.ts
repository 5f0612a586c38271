import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, listOf, pageQuery, queryBoolean, uuid } from "@/lib/api/schemas";
import { FolderDTO } from "./fields";

const TAG = "Asset folders";

export const createFolder = contract({
  method: "POST",
  path: "/api/assets/folders",
  tag: TAG,
  summary: "Create a folder (inside another with parentId)",
  description: "Names are unique among one parent's folders, ignoring case (409 otherwise).",
  permission: "assets:manage",
  status: 201,
  audit: "asset_folder.create",
  body: z.object({
    name: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(100, "must be at most 100 characters")
      .refine((n) => !n.includes("/"), "must not contain /"),
    parentId: uuid
      .nullable()
      .optional()
      .describe("One of the caller's folders (another company's or an unknown id: 404)"),
  }),
  response: FolderDTO,
  errors: [404, 409],
});

export const listFolders = contract({
  method: "GET",
  path: "/api/assets/folders",
  tag: TAG,
  summary: "List folders by name",
  description: "parentId: that folder's subfolders (`root` for top-level ones); left out: every folder.",
  query: pageQuery.extend({ parentId: z.union([uuid, z.literal("root")]).optional() }),
  response: listOf(FolderDTO),
});

export const deleteFolder = contract({
  method: "DELETE",
  path: "/api/assets/folders/:id",
  tag: TAG,
  summary: "Delete a folder",
  description:
    "A folder holding assets (archived ones included) or subfolders answers 409 FOLDER_NOT_EMPTY, unless moveContents=true: its assets and subfolders then move to its parent (or the top level) first. Nothing is ever left pointing at a deleted folder.",
  permission: "assets:manage",
  audit: "asset_folder.delete",
  params: idParams,
  query: z.object({ moveContents: queryBoolean.default(false) }),
  response: z.object({ success: z.boolean(), movedAssets: z.number().int(), movedFolders: z.number().int() }),
  errors: [404, 409],
});
