// The database's tables, one file per area under schema/; the code imports them from here
// (`#server/db/schema`), and drizzle-kit reads the folder (drizzle.config.ts).
export * from "./schema/accounts";
export * from "./schema/catalogue";
export * from "./schema/content";
export * from "./schema/leads";
export * from "./schema/media";
export * from "./schema/operations";
export * from "./schema/settings";
export * from "./schema/statistics";
