// Contracts of the content domain, one file per resource. Imported by client components (forms):
// keep these files and their imports free of server code.
export * from "./blog-posts";
export * from "./social-posts";
export * from "./video-scripts";
export * from "./content-ai";
