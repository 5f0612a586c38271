"use client";

import dynamic from "next/dynamic";
import "./api-reference.css";

/**
 * Redoc 2.5's side menu shows Redocly's logo from cdn.redoc.ly, with no option to turn it off. The
 * page makes no outside request: that one image source is replaced, before it is set, by an empty
 * inline image (the link's text stays). React sets an image's source twice, as an attribute and
 * again as the `src` property when it mounts, so both ways are covered.
 */
const OUTSIDE_LOGO = "https://cdn.redoc.ly/";
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

function keepRedocOffline() {
  const images = HTMLImageElement.prototype;
  if (Object.hasOwn(images, "setAttribute")) return;
  const offline = (value: string) => (String(value).startsWith(OUTSIDE_LOGO) ? EMPTY_IMAGE : value);
  const setAttribute = Element.prototype.setAttribute;
  images.setAttribute = function (this: HTMLImageElement, name: string, value: string) {
    setAttribute.call(this, name, name === "src" ? offline(value) : value);
  };
  const src = Object.getOwnPropertyDescriptor(images, "src")!;
  Object.defineProperty(images, "src", {
    ...src,
    set(this: HTMLImageElement, value: string) {
      src.set!.call(this, offline(value));
    },
  });
}

// Redoc measures the window and injects its styles in the browser: render it there only.
const RedocStandalone = dynamic(() => import("redoc").then((m) => (keepRedocOffline(), m.RedocStandalone)), {
  ssr: false,
  loading: () => <p className="p-8 text-sm text-neutral-500">Loading the API reference…</p>,
});

const theme = {
  typography: {
    fontFamily: "var(--font-inter), system-ui, sans-serif",
    headings: { fontFamily: "var(--font-inter), system-ui, sans-serif" },
    code: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" },
  },
};

export function ApiReference({ spec }: { spec: object }) {
  return (
    <div className="api-reference">
      <RedocStandalone
        spec={spec}
        options={{ theme, downloadFileName: "openapi.json", jsonSampleExpandLevel: 3, sortTagsAlphabetically: true }}
      />
    </div>
  );
}
