import type { Metadata } from "next";
import { ApiReference } from "./api-reference";

export const metadata: Metadata = { title: "API reference" };

/** The OpenAPI document served at /api/openapi.json, for people. Public, like the document. */
export default function ApiReferencePage() {
  return (
    <>
      {/* A guard behind api-reference.tsx's settings: nothing on this page may reach another origin. */}
      <meta
        httpEquiv="Content-Security-Policy"
        content="img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'"
      />
      <ApiReference />
    </>
  );
}
