import { useNavigate } from "react-router";
import { loginSchema } from "#domain/auth";
import { fieldErrorsFrom } from "#domain/field-errors";
import { apiRequest } from "./api-client";
import { useFormSubmit } from "./use-form-submit";

export const LOGIN_FAILED = "로그인하지 못했습니다. 잠시 후 다시 시도해주세요.";

/** What the sign-in page's action answers a form sent without scripts, when it refuses it: never the password. */
export interface SignInFormResult {
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * The admin and partner sign-in forms: the same schema as the server, then `POST /api/auth/login`, which
 * checks the password and sets the session cookie; on success the browser goes on to `next`.
 */
export function useLogin(role: "admin" | "partner", next: string, sent?: SignInFormResult) {
  const navigate = useNavigate();
  const { errors, message, pending, onSubmit } = useFormSubmit({
    read: (data) => ({
      username: data.get("username"),
      password: data.get("password"),
      role,
      ...(role === "partner" ? { persistent: data.get("persistent") === "on" } : {}),
    }),
    check: (body) => fieldErrorsFrom(loginSchema, body),
    send: (body) => apiRequest("POST", "/api/auth/login", loginSchema.parse(body)),
    onSent: () => navigate(next, { replace: true }),
    failureMessage: LOGIN_FAILED,
    initialErrors: sent?.fieldErrors,
    initialMessage: sent?.message,
  });
  // Sent before the scripts have run, the form posts to the sign-in page's action: never a password in an address.
  const form = {
    method: "post",
    action: `${role === "admin" ? "/admin-login" : "/partners-login"}?next=${encodeURIComponent(next)}`,
    onSubmit,
    noValidate: true,
  } as const;
  return { errors, formError: message, pending, form };
}
