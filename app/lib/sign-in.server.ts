import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext, ipContext } from "#app/context";
import { safeNextPath } from "#domain/auth";
import { HttpError } from "#server/errors";
import { onHttps, sessionCookieHeader, sessionTokenOf } from "#server/http/session";
import { signIn } from "#server/services/auth/sign-in";
import { formText, readForm } from "./form-data";
import { LOGIN_FAILED, type SignInFormResult } from "./use-login";

/**
 * The admin and partner sign-in forms posted without JavaScript (before the page's scripts have run, or
 * without them): the same service as `POST /api/auth/login`, with its throttle and messages, then on to `next`
 * with the session cookie. The forms post here rather than to their own address in the query string, so a
 * password never ends up in a URL, a log or the browser's history.
 */
export async function signInWithForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  role: "admin" | "partner",
  fallback: string,
) {
  const form = (await readForm(request)) ?? new FormData();
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get("next"), fallback);
  const ctx = context.get(appContext);
  const secure = onHttps(ctx.config, url.protocol);
  try {
    const { session } = await signIn(
      ctx,
      {
        username: formText(form, "username"),
        password: formText(form, "password"),
        role,
        ...(role === "partner" ? { persistent: formText(form, "persistent") === "on" } : {}),
      },
      { ip: context.get(ipContext), previousToken: sessionTokenOf(request.headers.get("cookie"), secure) },
    );
    const cookie = sessionCookieHeader(session, secure);
    return redirect(next, { status: 303, headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<SignInFormResult>(
      { message: error.status >= 500 ? LOGIN_FAILED : error.message, fieldErrors: error.fieldErrors ?? {} },
      { status: error.status },
    );
  }
}
