import { useEffect, useRef, useState } from "react";
import { formStatus } from "#app/components/ui/form-parts";
import { useToast } from "#app/components/ui/toast";
import { ApiError } from "#app/lib/api-client";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { QUOTE_SENT } from "#domain/inquiry-text";
import {
  type LeadFormResult,
  leadFormAnswers,
  leadFormAsks,
  leadFormFieldsOf,
  leadFormProblems,
  type PageLead,
} from "#domain/lead-form";

/** The sending code (the body, the call) is fetched when the visitor heads for a form or sends it, not with the page. */
const loadSending = () => import("#app/lib/send-lead");

/** A fresh idempotency key (randomUUID needs a secure context). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * How every lead form sends, with JavaScript: the fields read from the form when it is sent (`read` adds what the
 * form holds itself), the first checks of domain/lead-form.ts for what the lead asks, one body for all
 * (domain/lead-body.ts) sent through `sendLead`, and the answer shown the same way (a toast, the form's status line).
 * Each lead carries an idempotency key, kept until the server answers, so a resent request is stored once: a page
 * kept for every visitor carries none, and each page view makes its own.
 */
export function useLeadForm({
  lead,
  state,
  result,
  read,
  holdsConsent = false,
  onSent,
  onFailed,
}: {
  lead: PageLead;
  /** From the loader: a post without JavaScript that came back sent, with its call-back notice; when it was rendered. */
  state?: { sent: boolean; notice: string | null; startedAt?: number };
  /** A refused post without JavaScript: its messages. */
  result?: LeadFormResult;
  /** Puts into the sent fields what the form holds in its own state (the dialog's driver's age). */
  read?: (data: FormData) => void;
  /** The form's button waits for the consent: the box is held here (`agreed`), and cleared once sent. */
  holdsConsent?: boolean;
  /** After the lead was taken and the form cleared. */
  onSent?: () => void;
  /** After a refusal or a failure, with the message the form now shows. */
  onFailed?: (message: string) => void;
}) {
  const toast = useToast();
  const answers = leadFormAnswers(lead);
  const [key, setKey] = useState("");
  useEffect(() => setKey(newIdempotencyKey()), []);
  /** The success line: the post without JavaScript came back `sent`, or a post from here was taken. */
  const [done, setDone] = useState<{ notice: string | null } | null>(
    state?.sent && !result ? { notice: state.notice } : null,
  );
  const [agreed, setAgreed] = useState(result?.values.agreed === "on");
  /** The last pointer on the form was a finger or a pen (see `form`). */
  const fingered = useRef(false);

  const submit = useFormSubmit<FormData, { notice: string | null }>({
    read: (data) => {
      read?.(data);
      return data;
    },
    check: (data) => {
      setDone(null);
      return leadFormProblems(leadFormFieldsOf(data), leadFormAsks(lead));
    },
    send: async (data) => (await loadSending()).sendLeadForm(lead, data, key, answers.failed),
    onSent: (answer, form) => {
      form.reset();
      setAgreed(false);
      setKey(newIdempotencyKey());
      setDone({ notice: answer.notice });
      const { notice } = answer;
      toast({
        ...(lead.source === "quote"
          ? { title: "견적 문의 완료", description: notice ? `${QUOTE_SENT} ${notice}` : QUOTE_SENT }
          : { title: answers.sent, description: notice ?? undefined }),
        variant: "success",
        // Longer out of hours: the call-back notice is read too.
        duration: notice ? 8000 : 4000,
      });
      onSent?.();
    },
    onFailed: (said, error) => {
      // The server answered: what is sent next is another request, with a key of its own.
      if (error instanceof ApiError && error.kind === "http") setKey(newIdempotencyKey());
      onFailed?.(said);
    },
    failureMessage: answers.failed,
    initialErrors: result?.fieldErrors,
    initialMessage: result?.message,
  });

  return {
    ...submit,
    status: formStatus(submit.message, done, answers.sent),
    /** The consent, where the form holds it. */
    agreed,
    /** What `LeadFields` shows of it: the fields the lead asks, their messages, the key and when it was rendered. */
    fields: {
      lead,
      errors: submit.errors,
      clearError: submit.clearError,
      values: result?.values,
      idempotencyKey: key,
      startedAt: state?.startedAt,
      agreed: holdsConsent ? { value: agreed, onChange: setAgreed } : undefined,
    },
    /**
     * For the form element: it sends, and a mouse or the keyboard reaching a field gives time to fetch the sending
     * code ahead. A finger's focus comes with its tap, and the code would then run before the tap is answered: a
     * phone loads it when the form is sent, after the send has been answered on screen (useFormSubmit).
     */
    form: {
      onSubmit: submit.onSubmit,
      onPointerDown: (event: React.PointerEvent) => {
        fingered.current = event.pointerType !== "mouse";
      },
      onKeyDown: () => {
        fingered.current = false;
      },
      onFocus: () => {
        if (!fingered.current) void loadSending().catch(() => {});
      },
    },
  };
}
