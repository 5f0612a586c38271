// Contracts of the scheduling group, one file per resource. Imported by client components:
// keep these files and their imports free of server code.
export * from "./scheduled";
export * from "./recommend";
