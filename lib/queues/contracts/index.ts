// Contracts of the queues group. Imported by client components: keep server code out.
export * from "./queues";
