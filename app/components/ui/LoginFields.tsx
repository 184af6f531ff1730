import { Button } from "./button";
import { Field, FormMessage, Input } from "./field";

/** The fields of the admin and partner sign-in forms; `extra` sits between the password and the message. */
export function LoginFields({
  errors,
  formError,
  pending,
  extra,
}: {
  errors: Record<string, string>;
  formError: string;
  pending: boolean;
  extra?: React.ReactNode;
}) {
  return (
    <>
      <Field label="아이디" error={errors.username}>
        {(props) => (
          <Input {...props} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        )}
      </Field>
      <Field label="비밀번호" error={errors.password}>
        {(props) => <Input {...props} name="password" type="password" autoComplete="current-password" required />}
      </Field>
      {extra}
      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "로그인 중..." : "로그인"}
      </Button>
    </>
  );
}
