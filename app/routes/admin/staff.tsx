import { KeyRound, UserPlus } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { EmptyState } from "#app/components/admin/ListStates";
import { panelClass } from "#app/components/admin/StatCards";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, Dialog } from "#app/components/ui/dialog";
import { Field, FormMessage, Input, Options, Select } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { adminContext, appContext } from "#app/context";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { privateMeta } from "#app/lib/seo";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { fieldErrorsOf } from "#domain/field-errors";
import { formatPhone } from "#domain/phone";
import {
  AWAY_LABEL,
  LEAD_ROUTING_HINTS,
  LEAD_ROUTING_LABELS,
  LEAD_ROUTING_MODES,
  type LeadRoutingMode,
  newStaffSchema,
  ON_DUTY_LABEL,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffMember,
} from "#domain/staff";
import { getLeadRouting } from "#server/services/staff/lead-routing";
import { listStaff } from "#server/services/staff/list-staff";
import type { Route } from "./+types/staff";

export const meta = () => privateMeta("직원 관리 | 관리자");

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const [staff, routing] = await Promise.all([listStaff(ctx), getLeadRouting(ctx.db)]);
  return { staff, routing, me: context.get(adminContext).id };
}

const failed = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** 문의 배정 방식: 수동, 순서대로 배정 or 근무 중인 상담원. */
function RoutingSection({ routing }: { routing: LeadRoutingMode }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [mode, setMode] = useState<LeadRoutingMode>(routing);
  const [pending, setPending] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest("PUT", "/api/lead-routing", { mode });
      toast({ title: "문의 배정 방식을 저장했습니다", description: LEAD_ROUTING_LABELS[mode], variant: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast({ title: failed(error, "문의 배정 방식을 저장하지 못했습니다."), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={cn(panelClass, "p-5 sm:p-6")} aria-labelledby="routing-title">
      <form onSubmit={save}>
        <fieldset>
          <legend id="routing-title" className="text-lg font-bold">
            문의 배정 방식
          </legend>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            재문의 고객은 방식과 관계없이 이전 담당자가 사용 중이면 그 담당자에게 배정됩니다.
          </p>
          <div className="mt-4 grid gap-2 sm:grid-cols-3">
            {LEAD_ROUTING_MODES.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-xl border p-3.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  mode === value
                    ? "border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40"
                    : "border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600",
                )}
              >
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold">{LEAD_ROUTING_LABELS[value]}</span>
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {LEAD_ROUTING_HINTS[value]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="mt-4" disabled={pending || mode === routing}>
          {pending ? "저장 중..." : "저장"}
        </Button>
      </form>
    </section>
  );
}

interface NewStaffBody {
  name: string;
  loginId: string;
  phone: string;
  email: string;
  staffRole: string;
}

/** The one-time password, shown once: the 대표 관리자 passes it on; its holder changes it at first sign-in. */
function OneTimePasswordDialog({
  shown,
  onClose,
}: {
  shown: { loginId: string; password: string; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      title={shown?.title ?? ""}
      description="이 임시 비밀번호는 지금 한 번만 표시됩니다. 직원에게 전달해주세요. 첫 로그인 때 새 비밀번호로 변경해야 합니다."
      size="sm"
      footer={<Button onClick={onClose}>확인</Button>}
    >
      {shown && (
        <dl className="space-y-3">
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">아이디</dt>
            <dd className="font-semibold">{shown.loginId}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">임시 비밀번호</dt>
            <dd>
              <output
                data-testid="one-time-password"
                className="mt-1 block rounded-xl bg-slate-100 px-3.5 py-2.5 font-mono text-lg font-bold tracking-wider select-all dark:bg-slate-800"
              >
                {shown.password}
              </output>
            </dd>
          </div>
        </dl>
      )}
    </Dialog>
  );
}

function AddStaffForm({ onAdded }: { onAdded: (loginId: string, password: string) => void }) {
  const form = useFormSubmit<NewStaffBody, { loginId: string; oneTimePassword: string }>({
    read: (data) => ({
      name: String(data.get("name") ?? ""),
      loginId: String(data.get("loginId") ?? ""),
      phone: String(data.get("phone") ?? ""),
      email: String(data.get("email") ?? ""),
      staffRole: String(data.get("staffRole") ?? "consultant"),
    }),
    check: (body) => {
      const result = newStaffSchema.safeParse(body);
      return result.success ? {} : fieldErrorsOf(result.error);
    },
    send: (body) => apiRequest("POST", "/api/staff", body),
    onSent: (answer, element) => {
      element.reset();
      onAdded(answer.loginId, answer.oneTimePassword);
    },
    failureMessage: "직원을 추가하지 못했습니다. 다시 시도해주세요.",
  });
  const text = (name: keyof NewStaffBody, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field label={label} error={form.errors[name]}>
      {(field) => <Input {...field} {...props} name={name} onInput={() => form.clearError(name)} />}
    </Field>
  );
  return (
    <section className={cn(panelClass, "p-5 sm:p-6")} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="flex items-center gap-2 text-lg font-bold">
        <UserPlus className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
        직원 추가
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        임시 비밀번호는 서버에서 만들어 한 번만 보여드립니다.
      </p>
      <form noValidate onSubmit={form.onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {text("name", "이름", { autoComplete: "off", maxLength: 30 })}
        {text("loginId", "아이디", { autoComplete: "off", autoCapitalize: "none", spellCheck: false, maxLength: 30 })}
        {text("phone", "연락처", { type: "tel", inputMode: "tel", autoComplete: "off" })}
        {text("email", "이메일", { type: "email", autoComplete: "off" })}
        <Field label="역할" error={form.errors.staffRole}>
          {(field) => (
            <Select {...field} name="staffRole" defaultValue="consultant">
              <Options values={[...STAFF_ROLES].reverse().map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))} />
            </Select>
          )}
        </Field>
        <div className="space-y-3 sm:col-span-2 lg:col-span-5">
          {form.message && <FormMessage>{form.message}</FormMessage>}
          <Button type="submit" disabled={form.pending}>
            {form.pending ? "추가 중..." : "직원 추가"}
          </Button>
        </div>
      </form>
    </section>
  );
}

type Pending = { kind: "disable" | "enable" | "reset" | "role"; member: StaffMember } | null;

const CONFIRM: Record<NonNullable<Pending>["kind"], (m: StaffMember) => { title: string; description: string }> = {
  disable: (m) => ({
    title: `${m.name} 계정을 사용 중지할까요?`,
    description:
      "바로 로그아웃되고 다시 로그인할 수 없습니다. 담당 문의와 이력은 그대로 남고 다른 직원에게 배정할 수 있습니다.",
  }),
  enable: (m) => ({
    title: `${m.name} 계정을 다시 사용할까요?`,
    description: "기존 비밀번호로 다시 로그인할 수 있습니다.",
  }),
  reset: (m) => ({
    title: `${m.name}의 비밀번호를 초기화할까요?`,
    description: "새 임시 비밀번호가 만들어지고, 로그인 중이던 기기는 모두 로그아웃됩니다.",
  }),
  role: (m) => ({
    title: `${m.name}의 역할을 ${STAFF_ROLE_LABELS[m.staffRole === "owner" ? "consultant" : "owner"]}(으)로 바꿀까요?`,
    description:
      m.staffRole === "owner"
        ? "상담원은 사이트 설정, 직원 관리, 삭제를 할 수 없습니다."
        : "대표 관리자는 사이트 설정, 직원 관리, 삭제까지 모든 기능을 사용할 수 있습니다.",
  }),
};

function Badge({ tone, children }: { tone: "brand" | "slate" | "green" | "amber" | "red"; children: React.ReactNode }) {
  const tones = {
    brand: "bg-brand-50 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300",
    slate: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
    green: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300",
    amber: "bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200",
    red: "bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300",
  };
  return <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>;
}

function StaffList({
  staff,
  me,
  onAsk,
}: {
  staff: StaffMember[];
  me: number;
  onAsk: (pending: NonNullable<Pending>) => void;
}) {
  if (staff.length === 0) return <EmptyState title="등록된 직원이 없습니다" />;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {staff.map((m) => (
        <li
          key={m.id}
          className={cn("flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-center", m.disabled && "opacity-75")}
          data-testid="staff-row"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="font-bold">{m.id === me ? `${m.name} (나)` : m.name}</span>
              <Badge tone={m.staffRole === "owner" ? "brand" : "slate"}>{STAFF_ROLE_LABELS[m.staffRole]}</Badge>
              {m.disabled ? (
                <Badge tone="red">사용 중지</Badge>
              ) : (
                <Badge tone={m.onDuty ? "green" : "slate"}>{m.onDuty ? ON_DUTY_LABEL : AWAY_LABEL}</Badge>
              )}
              {m.mustChangePassword && !m.disabled && <Badge tone="amber">임시 비밀번호</Badge>}
            </div>
            <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">
              {[`아이디 ${m.loginId}`, m.phone && formatPhone(m.phone), m.email].filter(Boolean).join(" · ")}
            </p>
          </div>
          {m.id !== me && (
            <div className="flex flex-wrap gap-2">
              {!m.disabled && (
                <Button variant="outline" size="sm" onClick={() => onAsk({ kind: "reset", member: m })}>
                  <KeyRound className="size-4" aria-hidden />
                  비밀번호 초기화<span className="sr-only">{`: ${m.name}`}</span>
                </Button>
              )}
              {!m.disabled && (
                <Button variant="outline" size="sm" onClick={() => onAsk({ kind: "role", member: m })}>
                  {m.staffRole === "owner" ? "상담원으로 변경" : "대표 관리자로 지정"}
                  <span className="sr-only">{`: ${m.name}`}</span>
                </Button>
              )}
              <Button
                variant={m.disabled ? "secondary" : "outline"}
                size="sm"
                className={m.disabled ? "" : "text-red-700 dark:text-red-300"}
                onClick={() => onAsk({ kind: m.disabled ? "enable" : "disable", member: m })}
              >
                {m.disabled ? "다시 사용" : "사용 중지"}
                <span className="sr-only">{`: ${m.name}`}</span>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 직원 관리: the 대표 관리자 adds, disables, re-enables staff and resets their passwords; 문의 배정 방식. */
export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { staff, routing, me } = loaderData;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState<{ loginId: string; password: string; title: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    setWorking(true);
    try {
      if (kind === "reset") {
        const answer = await apiRequest<{ oneTimePassword: string }>("POST", `/api/staff/${member.id}/reset-password`);
        setShown({ loginId: member.loginId, password: answer.oneTimePassword, title: "비밀번호를 초기화했습니다" });
      } else {
        const body =
          kind === "role"
            ? { staffRole: member.staffRole === "owner" ? "consultant" : "owner" }
            : { disabled: kind === "disable" };
        await apiRequest("PATCH", `/api/staff/${member.id}`, body);
        const done = { disable: "사용 중지했습니다", enable: "다시 사용하도록 했습니다", role: "역할을 바꿨습니다" }[
          kind
        ];
        toast({ title: done, description: member.name, variant: "success" });
      }
      setPending(null);
      revalidator.revalidate();
    } catch (error) {
      setPending(null);
      toast({ title: failed(error, "처리하지 못했습니다. 다시 시도해주세요."), variant: "error" });
    } finally {
      setWorking(false);
    }
  };
  const question = pending ? CONFIRM[pending.kind](pending.member) : null;
  return (
    <AdminPageShell
      title="직원 관리"
      description="대표 관리자와 상담원 계정, 새 문의의 배정 방식을 관리합니다."
      crumbs={[{ to: "/admin", label: "관리자 홈" }]}
    >
      <RoutingSection key={routing} routing={routing} />
      <AddStaffForm
        onAdded={(loginId, password) => {
          setShown({ loginId, password, title: "직원을 추가했습니다" });
          revalidator.revalidate();
        }}
      />
      <section className={cn(panelClass, "overflow-hidden")} aria-labelledby="staff-list-title">
        <h2
          id="staff-list-title"
          className="border-b border-slate-100 px-5 py-4 text-lg font-bold dark:border-slate-800"
        >
          {`직원 목록 (${staff.length}명)`}
        </h2>
        <StaffList staff={staff} me={me} onAsk={setPending} />
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={question?.title ?? ""}
        description={question?.description}
        confirmLabel={
          pending?.kind === "disable"
            ? "사용 중지"
            : pending?.kind === "reset"
              ? "초기화"
              : pending?.kind === "enable"
                ? "다시 사용"
                : "변경"
        }
        danger={pending?.kind === "disable"}
        pending={working}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
    </AdminPageShell>
  );
}
