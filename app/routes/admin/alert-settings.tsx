import { Link2, Save, Send } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { panelClass } from "#app/components/admin/StatCards";
import { Button } from "#app/components/ui/button";
import { Checkbox, Field, FormMessage, Input } from "#app/components/ui/field";
import { appContext } from "#app/context";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { privateMeta } from "#app/lib/seo";
import { type FieldErrors, useFormSubmit } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import {
  ALERT_KIND_LABELS,
  ALERT_SETTINGS_SAVED,
  type AlertKind,
  type AlertSettingsView,
  SECRET_SAVED,
  type TestChannel,
  type TestSendResult,
} from "#domain/alert-settings";
import { fieldErrorsFrom } from "#domain/field-errors";
import { alertSettingsView } from "#server/services/notifications/alert-settings";
import type { Route } from "./+types/alert-settings";

export const meta = () => privateMeta("알림 설정 | 관리자");

export async function loader({ context, request }: Route.LoaderArgs) {
  return { view: await alertSettingsView(context.get(appContext), new URL(request.url).origin) };
}

const FAILED = "알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.";

/** The schema, and zod with it, loads when the form is first sent. */
const loadSchema = () => import("#domain/alert-settings-input").then((m) => m.alertSettingsInputSchema);

/** The form's fields as `PUT /api/alert-settings` takes them; a secret field left empty keeps what is stored. */
function formBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const on = (name: string) => form.get(name) === "on";
  const secret = (name: string) => (on(`${name}.clear`) ? "" : text(name) || undefined);
  return {
    lead: { on: on("lead.on"), emailTo: text("lead.emailTo"), webhookUrl: secret("lead.webhookUrl") },
    receipt: {
      on: on("receipt.on"),
      webhookUrl: secret("receipt.webhookUrl"),
      sms: on("receipt.sms"),
      templateId: text("receipt.templateId"),
    },
    partner: {
      on: on("partner.on"),
      email: on("partner.email"),
      webhookUrl: secret("partner.webhookUrl"),
      sms: on("partner.sms"),
      templateId: text("partner.templateId"),
    },
    solapi: {
      apiKey: secret("solapi.apiKey"),
      apiSecret: secret("solapi.apiSecret"),
      from: text("solapi.from"),
      pfId: text("solapi.pfId"),
    },
  };
}

/** A stored secret: "저장됨 ••••" and a field that replaces it (empty keeps it), with a box that removes it. */
function SecretField({
  name,
  label,
  saved,
  error,
  placeholder,
  url,
}: {
  name: string;
  label: string;
  saved: boolean;
  error?: string;
  placeholder?: string;
  url?: boolean;
}) {
  return (
    <div className="space-y-2">
      <Field
        label={label}
        error={error}
        hint={
          saved ? `${SECRET_SAVED} · 바꾸려면 새 값을 입력하세요. 비워 두면 그대로 둡니다.` : "저장된 값이 없습니다."
        }
      >
        {(props) => (
          <Input
            {...props}
            name={name}
            type={url ? "url" : "password"}
            inputMode={url ? "url" : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={saved ? SECRET_SAVED : placeholder}
          />
        )}
      </Field>
      {saved && <Checkbox name={`${name}.clear`} label="저장된 값 지우기" className="text-sm" />}
    </div>
  );
}

/** 테스트 발송 of one channel: sends now with what is saved and shows what the receiver answered. */
function TestSend({ kind, channel, label }: { kind: AlertKind; channel: TestChannel; label: string }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TestSendResult | null>(null);
  const [phone, setPhone] = useState("");
  async function send() {
    setPending(true);
    setResult(null);
    try {
      setResult(
        await apiRequest<TestSendResult>("POST", "/api/alert-settings/test", {
          kind,
          channel,
          ...(channel === "sms" ? { to: phone } : {}),
        }),
      );
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError ? error.message : FAILED });
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <div className="flex flex-wrap items-end gap-2">
        {channel === "sms" && (
          <div className="min-w-48 flex-1 space-y-1">
            <label htmlFor={`${id}-to`} className="block text-sm font-semibold">
              테스트 받을 휴대폰
            </label>
            <Input
              id={`${id}-to`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="010-1234-5678"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </div>
        )}
        <Button type="button" variant="secondary" onClick={send} disabled={pending} aria-describedby={`${id}-result`}>
          <Send className="size-4" aria-hidden />
          {pending ? "보내는 중..." : `${label} 테스트 발송`}
        </Button>
      </div>
      <div id={`${id}-result`} role="status" aria-live="polite">
        {result && (
          <div
            className={cn(
              "rounded-lg px-3 py-2 text-sm",
              result.ok
                ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
                : "bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300",
            )}
          >
            <p className="font-semibold">{result.message}</p>
            {result.status !== undefined && <p>응답 코드: {result.status}</p>}
            {result.excerpt && <p className="break-all">응답 내용: {result.excerpt}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-labelledby={id} className={cn(panelClass, "min-w-0 space-y-4 p-5 sm:p-6")}>
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p>
      </div>
      {children}
    </fieldset>
  );
}

/** One section per alert kind: what it sends and where, its switches, and a 테스트 발송 per channel it uses. */
interface KindSectionRow {
  kind: AlertKind;
  description: string;
  /** The on switch first; 파트너 알림 adds the partner's own mail. */
  switches: { name: "on" | "email"; label: string }[];
  /** 담당자 알림 alone goes to addresses typed here. */
  emailTo?: boolean;
  webhookPlaceholder?: string;
  /** 알림톡 (or a text when it fails) with its template. */
  sms?: boolean;
  tests: TestChannel[];
}

const CHANNEL_LABELS: Record<TestChannel, string> = { email: "메일", webhook: "웹훅", sms: "알림톡" };

const KIND_SECTIONS: KindSectionRow[] = [
  {
    kind: "lead",
    description: "새 상담 신청과 검수·스팸 의심 안내를 담당자에게 보냅니다.",
    switches: [{ name: "on", label: "담당자 알림 보내기" }],
    emailTo: true,
    webhookPlaceholder: "https://hooks.slack.com/services/...",
    tests: ["email", "webhook"],
  },
  {
    kind: "receipt",
    description: "상담을 신청한 고객에게 접수되었음을 알립니다.",
    switches: [{ name: "on", label: "접수 안내 보내기" }],
    webhookPlaceholder: "https://gateway.example.com/receipts",
    sms: true,
    tests: ["webhook", "sms"],
  },
  {
    kind: "partner",
    description: "파트너에게 신청·매물 심사 결과를 알립니다.",
    switches: [
      { name: "on", label: "파트너 알림 보내기" },
      { name: "email", label: "파트너 메일로 보내기" },
    ],
    sms: true,
    tests: ["webhook", "sms"],
  },
];

function KindSection({ row, view, errors }: { row: KindSectionRow; view: AlertSettingsView; errors: FieldErrors }) {
  const { kind } = row;
  // Each kind has some of these; the row says which are shown.
  const values: Partial<AlertSettingsView["lead"] & AlertSettingsView["partner"]> = view[kind];
  const switches = row.switches.map((s) => (
    <Checkbox key={s.name} name={`${kind}.${s.name}`} label={s.label} defaultChecked={values[s.name]} />
  ));
  return (
    <Section title={ALERT_KIND_LABELS[kind]} description={row.description}>
      {switches.length > 1 ? <div className="flex flex-col gap-3">{switches}</div> : switches}
      {row.emailTo && (
        <Field
          label="받는 메일 주소"
          error={errors[`${kind}.emailTo`]}
          hint={
            view.smtp
              ? "쉼표로 여러 개를 적을 수 있습니다."
              : "메일 서버(SMTP_URL)가 설정되지 않아 메일은 보내지 않습니다."
          }
        >
          {(props) => (
            <Input
              {...props}
              name={`${kind}.emailTo`}
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="staff@example.com, desk@example.com"
              defaultValue={values.emailTo?.join(", ")}
            />
          )}
        </Field>
      )}
      <SecretField
        name={`${kind}.webhookUrl`}
        label="웹훅 주소"
        url
        saved={view[kind].webhookUrl.saved}
        error={errors[`${kind}.webhookUrl`]}
        placeholder={row.webhookPlaceholder}
      />
      {row.sms && (
        <>
          <Checkbox name={`${kind}.sms`} label="알림톡으로 보내기 (실패하면 문자)" defaultChecked={values.sms} />
          <Field label="알림톡 템플릿 ID" error={errors[`${kind}.templateId`]}>
            {(props) => (
              <Input {...props} name={`${kind}.templateId`} autoComplete="off" defaultValue={values.templateId} />
            )}
          </Field>
        </>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {row.tests.map((channel) => (
          <TestSend key={channel} kind={kind} channel={channel} label={CHANNEL_LABELS[channel]} />
        ))}
      </div>
    </Section>
  );
}

/** The site's address in alerts and receipts, against the address this page was reached on, and its one-click fix. */
function PublicUrlPanel({ view, onSaved }: { view: AlertSettingsView["publicUrl"]; onSaved: () => void }) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function fix() {
    setPending(true);
    try {
      const answer = await apiRequest<{ message: string }>("POST", "/api/alert-settings/public-url", {});
      setMessage({ ok: true, text: answer.message });
      onSaved();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : FAILED });
    } finally {
      setPending(false);
    }
  }
  return (
    <Section
      title="사이트 주소"
      description="검색엔진에 알리는 주소, 공유 미리보기와 알림·접수 안내의 링크가 이 주소를 씁니다."
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">설정된 주소</dt>
        <dd className="break-all">
          <span data-testid="public-url-value">{view.value ?? "설정되지 않음"}</span>
          {view.source === "env" && " (환경 변수 PUBLIC_URL)"}
        </dd>
        <dt className="font-semibold">지금 접속한 주소</dt>
        <dd className="break-all" data-testid="public-url-current">
          {view.current}
        </dd>
      </dl>
      {view.matches ? (
        <FormMessage tone="success">설정된 주소와 지금 접속한 주소가 같습니다.</FormMessage>
      ) : (
        <div className="space-y-3">
          <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
            설정된 주소가 지금 접속한 주소와 다릅니다. 알림의 링크가 다른 주소로 연결될 수 있습니다.
          </p>
          <Button type="button" variant="secondary" onClick={fix} disabled={pending}>
            <Link2 className="size-4" aria-hidden />
            {pending ? "저장 중..." : "지금 접속한 주소로 저장"}
          </Button>
        </div>
      )}
      {message && <FormMessage tone={message.ok ? "success" : "error"}>{message.text}</FormMessage>}
    </Section>
  );
}

/**
 * 알림 설정: 담당자 알림, 접수 안내 and 파트너 알림 on or off, their addresses and the 알림톡/SMS account, each with a
 * 테스트 발송; saved in the database and read by every instance at once. Secrets are never shown back.
 */
export default function AlertSettingsPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(false);
  const { errors, message, pending, onSubmit } = useFormSubmit({
    read: (sent) => formBody(sent),
    check: async (body) => {
      setSaved(false);
      return fieldErrorsFrom(await loadSchema(), body);
    },
    send: (body) => apiRequest("PUT", "/api/alert-settings", body, { failureMessage: FAILED }),
    onSent: () => {
      setSaved(true);
      void revalidator.revalidate();
    },
    failureMessage: FAILED,
  });

  return (
    <AdminPageShell
      title="알림 설정"
      crumbs={[
        { to: "/admin", label: "관리자 홈" },
        { to: "/admin/settings", label: "사이트 설정" },
      ]}
      description="새 상담 신청 알림, 고객 접수 안내와 파트너 알림을 어디로 보낼지 정합니다. 저장하면 모든 서버에 바로 반영됩니다. 한 번도 저장하지 않았다면 환경 변수의 값이 쓰입니다."
    >
      {view.fromEnv && (
        <p className="rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-200">
          아직 저장한 적이 없어 환경 변수(NOTIFY_EMAIL_TO, NOTIFY_WEBHOOK_URL 등)의 값을 보여 줍니다.
        </p>
      )}
      <form
        key={JSON.stringify(view)}
        onSubmit={onSubmit}
        noValidate
        className="space-y-6"
        aria-label="알림 설정"
        aria-busy={pending}
      >
        {!hydrated && <p className="text-sm text-slate-500">화면을 불러오는 중입니다...</p>}
        {KIND_SECTIONS.map((row) => (
          <KindSection key={row.kind} row={row} view={view} errors={errors} />
        ))}

        <Section
          title="알림톡·문자 계정 (솔라피)"
          description="접수 안내와 파트너 알림을 알림톡과 문자로 보낼 때 씁니다."
        >
          <div className="grid gap-4 md:grid-cols-2">
            <SecretField
              name="solapi.apiKey"
              label="API Key"
              saved={view.solapi.apiKey.saved}
              error={errors["solapi.apiKey"]}
            />
            <SecretField
              name="solapi.apiSecret"
              label="API Secret"
              saved={view.solapi.apiSecret.saved}
              error={errors["solapi.apiSecret"]}
            />
            <Field label="발신 번호" error={errors["solapi.from"]} hint="솔라피에 등록한 번호입니다.">
              {(props) => (
                <Input
                  {...props}
                  name="solapi.from"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  defaultValue={view.solapi.from}
                />
              )}
            </Field>
            <Field label="카카오 채널 pfId" error={errors["solapi.pfId"]}>
              {(props) => <Input {...props} name="solapi.pfId" autoComplete="off" defaultValue={view.solapi.pfId} />}
            </Field>
          </div>
        </Section>

        {message && <FormMessage tone="error">{message}</FormMessage>}
        {saved && !message && <FormMessage tone="success">{ALERT_SETTINGS_SAVED}</FormMessage>}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={pending || !hydrated}>
            <Save className="size-4" aria-hidden />
            {pending ? "저장 중..." : "저장"}
          </Button>
        </div>
      </form>
      <PublicUrlPanel view={view.publicUrl} onSaved={() => void revalidator.revalidate()} />
    </AdminPageShell>
  );
}
