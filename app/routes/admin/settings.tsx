import { CircleAlert, ExternalLink, Save } from "lucide-react";
import { useState } from "react";
import { data, Form, redirect, useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { BusinessHoursFields } from "#app/components/admin/BusinessHoursFields";
import { DemoDataPanel } from "#app/components/admin/DemoDataPanel";
import { LogoPanel } from "#app/components/admin/LogoPanel";
import { panelClass } from "#app/components/admin/StatCards";
import { Button } from "#app/components/ui/button";
import { Field, FormMessage, Input } from "#app/components/ui/field";
import { adminContext, appContext } from "#app/context";
import { apiRequest } from "#app/lib/api-client";
import { type BusinessHoursInput, businessHoursFromForm, inputOfHours } from "#app/lib/business-hours-form";
import { cn } from "#app/lib/cn";
import { formText, readForm } from "#app/lib/form-data";
import { privateMeta } from "#app/lib/seo";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import { parseBusinessHours } from "#domain/business-hours";
import { fieldErrorsFrom } from "#domain/field-errors";
import {
  placeholderFields,
  SITE_SETTING_KEYS,
  SITE_SETTING_LABELS,
  SITE_SETTINGS_APPLY_NOTE,
  SITE_SETTINGS_FAILED,
  SITE_SETTINGS_SAVED,
  type SiteSettingKey,
} from "#domain/site-settings";
import { HttpError, loggableMessage } from "#server/errors";
import { demoDataSummary } from "#server/services/admin/demo-data";
import { getSiteSettings, saveSiteSettings } from "#server/services/site/site-settings";
import type { Route } from "./+types/settings";

export const meta = () => privateMeta("사이트 설정 | 관리자");

const SAVED_QUERY = "saved";

export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.get(appContext));
  const values = Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, settings[key]])) as Record<
    SiteSettingKey,
    string
  >;
  return {
    values,
    hours: inputOfHours(parseBusinessHours(settings.businessHours)),
    demo: await demoDataSummary(context.get(appContext)),
    placeholders: placeholderFields(settings),
    saved: new URL(request.url).searchParams.get(SAVED_QUERY) === "1",
  };
}

/** What the post without JavaScript answers when it is refused: the messages and what was typed. */
interface SettingsFormResult {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  hours: BusinessHoursInput | null;
}

/**
 * The text fields of the form; 상담 시간 comes from its own editor's fields (business-hours-form.ts), and the logo
 * from its own upload (PUT /api/site-settings/logo).
 */
const TEXT_KEYS = SITE_SETTING_KEYS.filter((key) => key !== "businessHours" && key !== "logo");

/** What the form sends, for `PATCH /api/site-settings` and the action alike: its text fields and 상담 시간. */
function formBody(form: FormData, keys: readonly SiteSettingKey[] = TEXT_KEYS) {
  const hours = businessHoursFromForm(form);
  return {
    ...Object.fromEntries(keys.map((key) => [key, formText(form, key)])),
    ...(hours ? { businessHours: hours } : {}),
  };
}

/**
 * The form without JavaScript: the same service and schema as `PATCH /api/site-settings`, then back to the page
 * (303, so a reload does not post again). Only the fields the form sent are saved.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = (await readForm(request)) ?? new FormData();
  const { businessHours, ...sent } = formBody(
    form,
    TEXT_KEYS.filter((key) => form.has(key)),
  ) as Record<string, string> & { businessHours?: BusinessHoursInput };
  const hours = businessHours ?? null;
  const ctx = context.get(appContext);
  try {
    await saveSiteSettings(ctx, context.get(adminContext), hours ? { ...sent, businessHours: hours } : sent);
  } catch (error) {
    if (error instanceof HttpError)
      return data<SettingsFormResult>(
        { message: error.message, fieldErrors: error.fieldErrors ?? {}, values: sent, hours },
        { status: error.status },
      );
    ctx.log.error({ err: { message: loggableMessage(error) } }, "site settings could not be saved");
    return data<SettingsFormResult>(
      { message: SITE_SETTINGS_FAILED, fieldErrors: {}, values: sent, hours },
      { status: 500 },
    );
  }
  return redirect(`/admin/settings?${SAVED_QUERY}=1`, 303);
}

interface FieldSpec {
  key: SiteSettingKey;
  required?: boolean;
  type?: "text" | "tel" | "email";
  inputMode?: "url" | "tel" | "email";
  placeholder?: string;
  hint?: string;
}

const GROUPS: { title: string; description: string; fields: FieldSpec[] }[] = [
  {
    title: "브랜드",
    description: "모든 페이지의 제목과 공유 미리보기, 머리글과 바닥글, 견적서, 고객 접수 안내와 직원 알림에 쓰입니다.",
    fields: [
      { key: "name", required: true, placeholder: "예: 바른렌트", hint: "30자 이내. 모든 페이지 제목 끝에 붙습니다." },
      {
        key: "tagline",
        placeholder: "예: 저신용·무심사 장기렌트, 전국 즉시 출고",
        hint: "60자 이내. 바닥글과 검색엔진용 정보에 표시됩니다.",
      },
    ],
  },
  {
    title: "사업자 정보",
    description: "사이트 아래쪽과 이용약관, 개인정보처리방침에 표시됩니다.",
    fields: [
      { key: "company", required: true, placeholder: "(주)렌트픽" },
      { key: "owner", required: true, hint: "개인정보 보호책임자로도 표시됩니다." },
      { key: "businessNumber", required: true, placeholder: "123-45-67891" },
      { key: "mailOrderNumber", placeholder: "제2025-서울강남-00000호" },
      { key: "address", required: true },
    ],
  },
  {
    title: "고객센터",
    description: "모든 페이지의 전화 상담 버튼과 개인정보 삭제 요청 안내에 쓰입니다.",
    fields: [
      { key: "phone", required: true, type: "tel", inputMode: "tel", placeholder: "1588-1234" },
      { key: "hours", required: true, placeholder: "평일 09:00-18:00" },
      { key: "email", required: true, type: "email", inputMode: "email" },
    ],
  },
  {
    title: "채널",
    description: "비워 두면 사이트에 그 채널의 버튼이 나타나지 않습니다.",
    fields: [
      { key: "messengerUrl", inputMode: "url", placeholder: "https://pf.kakao.com/_xxxxxx" },
      { key: "messengerId", placeholder: "@렌트픽", hint: "사이트 아래쪽의 카카오톡 안내에 함께 표시됩니다." },
      { key: "videoUrl", inputMode: "url", placeholder: "https://www.youtube.com/@채널" },
      { key: "photoUrl", inputMode: "url", placeholder: "https://www.instagram.com/계정" },
      { key: "cafeUrl", inputMode: "url", placeholder: "https://cafe.naver.com/카페" },
    ],
  },
  {
    title: "개인정보 처리 위탁",
    description: "개인정보처리방침의 처리 위탁 항목에 표시됩니다.",
    fields: [
      {
        key: "hostingProvider",
        placeholder: "예: Amazon Web Services, 네이버클라우드",
        hint: "사이트 서버와 데이터베이스를 맡긴 업체입니다. 직접 운영하면 비워 두세요.",
      },
    ],
  },
];

/** The schema, and zod with it, loads when the form is first sent. */
const loadSchema = () => import("#domain/site-config").then((m) => m.siteSettingsSchema);

/**
 * 사이트 설정: the business details every page shows, and below them the demo data's one-action deletion. With JavaScript the form sends `PATCH /api/site-settings`
 * and stays; without, it posts to this page's action. Either way every instance shows the change at once.
 */
export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(loaderData.saved && !actionData);
  const { errors, message, pending, onSubmit, clearError } = useFormSubmit({
    read: (sent) => formBody(sent),
    check: async (body) => {
      setSaved(false);
      return fieldErrorsFrom(await loadSchema(), body);
    },
    send: (body) => apiRequest("PATCH", "/api/site-settings", body, { failureMessage: SITE_SETTINGS_FAILED }),
    onSent: () => {
      setSaved(true);
      // The page's values and warnings as saved (the server writes a number or an address its own way).
      void revalidator.revalidate();
    },
    failureMessage: SITE_SETTINGS_FAILED,
    initialErrors: actionData?.fieldErrors,
    initialMessage: actionData?.message,
  });
  const values = { ...loaderData.values, ...(actionData?.values ?? {}) };
  const placeholders = new Set(loaderData.placeholders);

  return (
    <AdminPageShell
      title="사이트 설정"
      crumbs={[{ to: "/admin", label: "관리자 홈" }]}
      description="사이트 이름과 로고, 상호, 연락처, 상담 시간과 채널 주소를 여기서 바꾸면 모든 페이지에 바로 반영됩니다. 저장하기 전에는 SITE_* 환경 변수의 값이 쓰입니다."
      actions={
        <>
          <a
            href="/privacy"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            개인정보처리방침 보기 <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">(새 창)</span>
          </a>
          <a
            href="/terms"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            이용약관 보기 <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">(새 창)</span>
          </a>
        </>
      }
    >
      {placeholders.size > 0 && (
        <div
          className="flex gap-2 rounded-2xl bg-amber-50 px-4 py-3.5 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
          data-testid="settings-placeholders"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            임시 값이 남아 있습니다: {[...placeholders].map((key) => SITE_SETTING_LABELS[key]).join(", ")}. 실제 값으로
            바꿔 저장해주세요. 비워 둘 수 있는 채널은 지우면 사이트에서 숨겨집니다.
          </p>
        </div>
      )}
      <LogoPanel
        logo={loaderData.values.logo}
        name={loaderData.values.name}
        onChanged={() => void revalidator.revalidate()}
      />
      <Form
        // After a save the fields start again from what was stored (a number or address as the server wrote it); a
        // new logo alone leaves what is being typed.
        key={JSON.stringify({ ...loaderData.values, logo: "" })}
        method="post"
        onSubmit={onSubmit}
        noValidate={hydrated}
        className="space-y-6"
        aria-label="사이트 설정"
      >
        {GROUPS.map((group, index) => [
          <fieldset
            key={group.title}
            aria-labelledby={`settings-${group.fields[0]?.key}`}
            className={cn(panelClass, "space-y-4 p-5 sm:p-6")}
          >
            <div>
              <h2 id={`settings-${group.fields[0]?.key}`} className="text-lg font-bold">
                {group.title}
              </h2>
              <p className="text-sm text-slate-500 dark:text-slate-400">{group.description}</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((spec) => (
                <Field
                  key={spec.key}
                  label={
                    <>
                      {SITE_SETTING_LABELS[spec.key]}
                      {spec.required && <span aria-hidden> *</span>}
                    </>
                  }
                  error={errors[spec.key]}
                  hint={
                    placeholders.has(spec.key) ? (
                      <span className="font-semibold text-amber-700 dark:text-amber-300">
                        임시 값입니다. 실제 값으로 바꿔주세요.
                      </span>
                    ) : (
                      spec.hint
                    )
                  }
                  className={spec.key === "address" ? "sm:col-span-2" : ""}
                >
                  {(props) => (
                    <Input
                      {...props}
                      name={spec.key}
                      type={spec.type ?? "text"}
                      inputMode={spec.inputMode}
                      // The business's details, not the signed-in admin's own: nothing to fill in from the browser.
                      autoComplete="off"
                      placeholder={spec.placeholder}
                      required={spec.required}
                      defaultValue={values[spec.key] ?? ""}
                      onInput={() => clearError(spec.key)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>,
          // 상담 시간 follows 고객센터, whose 운영시간 text it can write.
          index === 2 && (
            <BusinessHoursFields
              key="business-hours"
              value={actionData?.hours ?? loaderData.hours}
              errors={errors}
              hydrated={hydrated}
              onEdit={clearError}
            />
          ),
        ])}
        {message && <FormMessage>{message}</FormMessage>}
        {saved && !message && <FormMessage tone="success">{SITE_SETTINGS_SAVED}</FormMessage>}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="settings-apply-note">
            {SITE_SETTINGS_APPLY_NOTE}
          </p>
          <Button type="submit" size="lg" disabled={pending}>
            <Save className="size-4" aria-hidden />
            {pending ? "저장 중..." : "저장"}
          </Button>
        </div>
      </Form>
      <DemoDataPanel summary={loaderData.demo} />
    </AdminPageShell>
  );
}
