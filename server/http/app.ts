import compression from "compression";
import express, { type RequestHandler } from "express";
import type { AppContext } from "#server/context";
import { loggablePath } from "#server/log";
import { apiRouter } from "./api";
import { bodyPace } from "./body-pace";
import { clientPace } from "./client-pace";
import { errorHandler } from "./errors";
import { healthRoutes } from "./health";
import { landingTouch } from "./landing-touch";
import { mediaFiles } from "./media-files";
import { requestGuard } from "./request-guard";
import { assignNonce, noStoreForPrivate, sameOriginPagePosts, securityHeaders } from "./security";
import { loadSession } from "./session";

/** What serves the pages: built client files and the React Router handler (or Vite's, in development). */
export interface WebHandlers {
  /** Static client files; built ones are served with immutable caching. */
  assets?: RequestHandler;
  /** Server-side rendering of every other path. */
  pages?: RequestHandler | RequestHandler[];
}

/** Builds the whole site as one Express app; tests start it on a random port. */
export function createApp(ctx: AppContext, web: WebHandlers = {}): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy);
  // While stopping, each answer ends its connection, so keep-alive clients reconnect to another instance.
  app.use((_req, res, next) => {
    if (ctx.lifecycle.draining) res.set("Connection", "close");
    next();
  });
  // Before the host check: a load balancer probes each instance by its own address, not the site's name.
  app.use(healthRoutes(ctx));
  app.use(requestGuard(ctx.config));
  app.use(compression());
  // Built files need no page policy: a CSP, a nonce and the rest of the page headers on each of a page's scripts
  // cost bytes on every first visit. nosniff still applies.
  if (web.assets) app.use(noSniff, web.assets);
  // Before any other work on the request, so that a flood's refusals stay cheap (built files above are not
  // counted, nor are media and health checks).
  if (!ctx.config.rateLimitDisabled) app.use(clientPace(ctx.config.clientRequestsPerSecond));
  app.use(assignNonce);
  app.use(
    securityHeaders({
      dev: ctx.config.env === "development",
      mediaOrigin: ctx.config.mediaPublicUrl && new URL(ctx.config.mediaPublicUrl).origin,
    }),
  );
  app.use(requestLog(ctx));

  app.use("/media", mediaFiles(ctx));

  app.use(loadSession(ctx));
  // Before anything reads a body, after the session's own database work (which is not the client's time).
  app.use(bodyPace(ctx.config.bodyPace));
  app.use(noStoreForPrivate);
  app.use("/api", apiRouter(ctx));
  app.use(sameOriginPagePosts);
  app.use(landingTouch());
  if (web.pages) app.use(web.pages);
  app.use(errorHandler(ctx.log));
  return app;
}

const noSniff: RequestHandler = (_req, res, next) => {
  res.set("X-Content-Type-Options", "nosniff");
  next();
};

/**
 * One line per request: method, path without the query and without typed search terms (either may hold a
 * name or a phone number), status, time. An answer its handler logs apart (`res.locals.loggedApart`: the render
 * budget's 503s, counted a minute at a time) gets no line of its own.
 */
function requestLog(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith("/assets/") || req.path.startsWith("/media/")) return next();
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      if (res.locals.loggedApart) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      ctx.log[level](
        { method: req.method, path: loggablePath(req.path), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  };
}
