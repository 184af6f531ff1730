import { useState } from "react";
import { useNavigate } from "react-router";
import { loginSchema } from "#domain/auth";
import { fieldErrorsOf } from "#domain/field-errors";
import { ApiError, apiRequest } from "./api-client";

/**
 * The admin and partner sign-in forms: the same schema as the server, then `POST /api/auth/login`, which
 * checks the password and sets the session cookie; on success the browser goes on to `next`.
 */
export function useLogin(role: "admin" | "partner", next: string) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      username: data.get("username"),
      password: data.get("password"),
      role,
      ...(role === "partner" ? { persistent: data.get("persistent") === "on" } : {}),
    });
    setFormError("");
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/login", parsed.data);
      navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      setFormError((error as Error).message);
      setPending(false);
    }
  };

  return { errors, formError, pending, submit };
}
