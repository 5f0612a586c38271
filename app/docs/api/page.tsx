import type { Metadata } from "next";
import { openApiDocument } from "@/lib/api/openapi";
import { ApiReference } from "./api-reference";

export const metadata: Metadata = { title: "API reference" };

/** The OpenAPI document served at /api/openapi.json, for people. Public, like the document. */
export default function ApiReferencePage() {
  return (
    <>
      {/* A guard behind api-reference.tsx, which keeps Redoc from asking for anything outside this site. */}
      <meta httpEquiv="Content-Security-Policy" content="img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'" />
      <ApiReference spec={openApiDocument()} />
    </>
  );
}
