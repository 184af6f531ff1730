import { useRef, useState } from "react";
import { afterNextPaint } from "./after-paint";
import { ApiError } from "./api-client";

export type FieldErrors = Record<string, string>;

/**
 * Moves focus to the first control, in the form's order, whose field has a message (the first radio of a group). A
 * control whose name is not its field's key (`hours-0-close` for `businessHours.days.0.close`) says it in `data-field`.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const control of Array.from(form.elements)) {
    const name = (control as HTMLElement).dataset?.field ?? (control as HTMLInputElement).name;
    if (name && errors[name] && control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
}

export interface FormSubmitOptions<Body, Answer> {
  /** The form's fields as the server takes them. */
  read: (data: FormData, form: HTMLFormElement) => Body;
  /**
   * The domain's checks before anything is sent, as one message per field (empty when all is well). The server
   * checks again and has the final say. May load its rule on first use, so a page need not carry zod.
   */
  check?: (body: Body) => FieldErrors | Promise<FieldErrors>;
  /** Sends through `api-client.ts`; a refusal is the `ApiError` it throws. */
  send: (body: Body) => Promise<Answer>;
  /** After the server has taken it. */
  onSent?: (answer: Answer, form: HTMLFormElement) => void;
  /** After a refusal or a failure, with the message the form now shows (for a toast). */
  onFailed?: (message: string, error: unknown) => void;
  /** Said when neither the server nor the connection gave words of their own. */
  failureMessage: string;
  /** Messages the page came with (a post without JavaScript that the route action refused). */
  initialErrors?: FieldErrors;
  initialMessage?: string;
}

/**
 * Every form that sends something from the browser works this way: uncontrolled fields read from the form
 * when it is sent, the domain's rule checked first, one call through `api-client.ts`, and the answer shown the
 * same way everywhere: a message beside each refused field (focus moves to the first, so keyboard and
 * screen-reader users land on it), a message for the form, and a pending flag that also ignores a second
 * submit. Forms that must also work without JavaScript render the same `<form>` with `method="post"` to their
 * route action, which runs the same service and rule and answers the same `{ message, fieldErrors }`.
 */
export function useFormSubmit<Body, Answer = unknown>(options: FormSubmitOptions<Body, Answer>) {
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [message, setMessage] = useState(options.initialMessage ?? "");
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  /** `focused`: where focus was when the form was sent. */
  const show = (form: HTMLFormElement, found: FieldErrors, focused: Element | null) => {
    setErrors(found);
    // Once React has rendered the messages, so the focused field is announced with its message. Not when the
    // visitor has moved on to a field meanwhile (the checks answer a paint or a round trip later): what they
    // type must go where they put it.
    requestAnimationFrame(() => {
      if (document.activeElement === focused) focusFirstError(form, found);
    });
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const { read, check, send, onSent, onFailed, failureMessage } = latest.current;
    const form = event.currentTarget;
    // With the button that sent it, when a form has more than one (`name="intent"`).
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    const body = read(new FormData(form, submitter), form);
    const focused = document.activeElement;
    busy.current = true;
    setMessage("");
    try {
      // The checks may load and start their rule's code: after the submit has been answered on screen, so that
      // work is not the tap's on a slow phone.
      const found = check ? await afterNextPaint().then(() => check(body)) : {};
      if (Object.keys(found).length > 0) {
        show(form, found, focused);
        return;
      }
      setErrors({});
      setPending(true);
      const answer = await send(body);
      onSent?.(answer, form);
    } catch (error) {
      const refused = error instanceof ApiError && error.kind === "http";
      if (refused && error.fieldErrors) show(form, error.fieldErrors, focused);
      const said = error instanceof ApiError && error.message ? error.message : failureMessage;
      setMessage(said);
      onFailed?.(said, error);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  /** Drops a field's message as soon as it is edited. */
  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  return { errors, setErrors, message, setMessage, pending, onSubmit, clearError };
}
