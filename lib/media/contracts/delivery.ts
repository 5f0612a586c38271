import { z } from "zod";
import { contract } from "@/lib/api/contract";

export const viewMedia = contract({
  method: "GET",
  path: "/api/media/:token",
  tag: "Assets",
  summary: "An asset's file or thumbnail, by the signed link in its viewUrl or thumbnailUrl",
  description:
    "Public: the signed token is the authorization, valid 15 minutes from when the asset was read. An expired, altered or unknown link, or one to a deleted asset, answers 404. Files are served with `X-Content-Type-Options: nosniff` and a Content-Security-Policy that blocks scripts and sandboxes the document (SVG).",
  access: "public",
  params: z.object({ token: z.string().min(1).max(2000) }),
  produces: "image/*",
  audit: false,
  errors: [404],
});
