// Contracts of link-in-bio pages, one file per resource. Imported by client components (the
// editor): keep these files and their imports free of server code.
export * from "./pages";
export * from "./links";
export * from "./analytics";
export * from "./public";
