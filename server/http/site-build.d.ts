// The built site's server bundle (package.json `imports`), typed as React Router types its virtual module.
declare module "#site-build" {
  export * from "virtual:react-router/server-build";
}
