// Contracts of the reports group, one file per resource. Imported by client components: keep
// these files and their imports free of server code.
export * from "./export";
export * from "./reports";
export * from "./jobs";
export * from "./preview";
