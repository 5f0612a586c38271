import { describe, expect, it } from "vitest";
import { UPLOAD_CONTENT_TYPES } from "@/lib/media/limits";
import { api } from "../helpers/app";

// The upload routes read their bodies themselves (multipart, raw bytes); the OpenAPI document still
// describes those bodies, so a generated client can send them. (tests/generic/openapi.test.ts lints the whole document.)

type Json = Record<string, any>;
const doc = async (): Promise<Json> => (await api.get("/api/openapi.json")).body;

describe("OpenAPI: upload request bodies", () => {
  it("direct uploads take multipart/form-data with a binary `file` of the accepted types", async () => {
    const paths = (await doc()).paths;
    for (const path of ["/api/upload/direct", "/api/assets/direct"]) {
      const body = paths[path].post.requestBody;
      expect(body.required, path).toBe(true);
      expect(Object.keys(body.content), path).toEqual(["multipart/form-data"]);
      const form = body.content["multipart/form-data"];
      expect(form.schema.properties.file, path).toMatchObject({ type: "string", format: "binary" });
      expect(form.schema.required, path).toEqual(["file"]);
      expect(form.encoding.file.contentType.split(", "), path).toEqual([...UPLOAD_CONTENT_TYPES]);
    }
    const assetForm = paths["/api/assets/direct"].post.requestBody.content["multipart/form-data"].schema;
    expect(assetForm.properties.folderId).toMatchObject({ type: "string", format: "uuid" });
    expect(assetForm.properties.tags).toMatchObject({ type: "array", items: { type: "string" } });
    expect(
      Object.keys(paths["/api/upload/direct"].post.requestBody.content["multipart/form-data"].schema.properties),
    ).toEqual(["file"]);
  });

  it("a presigned URL's PUT takes the raw bytes under each accepted type", async () => {
    const body = (await doc()).paths["/api/upload/presigned/{token}"].put.requestBody;
    expect(Object.keys(body.content)).toEqual([...UPLOAD_CONTENT_TYPES]);
    for (const type of UPLOAD_CONTENT_TYPES)
      expect(body.content[type].schema).toMatchObject({ type: "string", format: "binary" });
  });
});
