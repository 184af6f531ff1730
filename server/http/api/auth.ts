import { Router } from "express";
import type { AppContext } from "#server/context";
import { clearSessionCookie, sessionToken, setSessionCookie } from "#server/http/session";
import { signIn } from "#server/services/auth/sign-in";
import { signOut } from "#server/services/auth/sign-out";

/** Sign-in for admins and partners (`role` in the body), sign-out and the current user. */
export function authRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/auth/login", async (req, res) => {
    const { user, session } = await signIn(ctx, req.body, { ip: req.ip ?? "", previousToken: sessionToken(ctx, req) });
    setSessionCookie(ctx, req, res, session);
    res.json({ success: true, user });
  });
  router.post("/auth/logout", async (req, res) => {
    await signOut(ctx, sessionToken(ctx, req), res.locals.user ?? null);
    clearSessionCookie(ctx, req, res);
    res.json({ success: true });
  });
  router.get("/auth/me", (_req, res) => {
    res.json({ user: res.locals.user ?? null });
  });
  return router;
}
