import { Check, Mail, MapPin, Phone, UserRound, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { Field, Input } from "#app/components/ui/field";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import type {
  PartnerApplicationItem,
  PartnerApplicationStatus,
  PartnerStandingAction,
} from "#domain/partner-application";
import { formatPhone } from "#domain/phone";
import { EmptyState } from "./ListStates";
import { useConfirmedAction } from "./use-confirmed-action";

const STATUS: Record<PartnerApplicationStatus, { label: string; className: string }> = {
  pending: {
    label: "승인 대기",
    className: "bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-900",
  },
  approved: {
    label: "승인됨",
    className:
      "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900",
  },
  rejected: {
    label: "거절됨",
    className: "bg-slate-100 text-slate-600 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700",
  },
  suspended: {
    label: "이용 정지",
    className: "bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-950 dark:text-rose-300 dark:ring-rose-900",
  },
  revoked: {
    label: "승인 취소",
    className: "bg-slate-100 text-slate-600 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700",
  },
};

type Action = "approve" | "reject" | PartnerStandingAction;
type Decision = { application: PartnerApplicationItem; action: Action };

/** Each action's button, confirm dialog and outcome. */
const ACTIONS: Record<
  Action,
  {
    label: string;
    danger: boolean;
    question: (name: string) => string;
    explain: (application: PartnerApplicationItem) => string;
    done: (name: string) => { title: string; description: string };
    failed: string;
  }
> = {
  approve: {
    label: "승인",
    danger: false,
    question: (name) => `${name} 신청을 승인하시겠습니까?`,
    explain: (a) =>
      a.loginIdTaken
        ? `신청한 아이디(${a.loginId})는 이미 다른 계정이 사용 중입니다. 아래에 다른 아이디를 입력하면 그 아이디로 파트너 계정이 만들어지고, 신청자에게 승인 안내와 함께 알려집니다.`
        : "아래 아이디로 파트너 계정이 만들어지고, 바로 파트너스에 로그인할 수 있습니다. 아이디를 바꾸면 신청자에게 승인 안내와 함께 알려집니다.",
    done: (name) => ({ title: "승인 완료", description: `${name}의 파트너 계정이 만들어졌습니다.` }),
    failed: "승인 실패",
  },
  reject: {
    label: "거절",
    danger: true,
    question: (name) => `${name} 신청을 거절하시겠습니까?`,
    explain: () => "거절한 신청은 기록으로 남으며, 나중에 다시 승인할 수 있습니다.",
    done: (name) => ({ title: "거절 완료", description: `${name}의 신청을 거절했습니다.` }),
    failed: "거절 실패",
  },
  suspend: {
    label: "이용 정지",
    danger: true,
    question: (name) => `${name} 파트너를 이용 정지하시겠습니까?`,
    explain: () => "로그인 중인 세션이 바로 끝나고, 정지를 해제할 때까지 파트너스에 로그인할 수 없습니다.",
    done: (name) => ({ title: "이용 정지 완료", description: `${name}의 파트너 계정을 이용 정지했습니다.` }),
    failed: "이용 정지 실패",
  },
  resume: {
    label: "정지 해제",
    danger: false,
    question: (name) => `${name} 파트너의 이용 정지를 해제하시겠습니까?`,
    explain: (a) => `아이디(${a.loginId})로 다시 파트너스에 로그인할 수 있습니다.`,
    done: (name) => ({ title: "정지 해제 완료", description: `${name}의 이용 정지를 해제했습니다.` }),
    failed: "정지 해제 실패",
  },
  revoke: {
    label: "승인 취소",
    danger: true,
    question: (name) => `${name} 파트너의 승인을 취소하시겠습니까?`,
    explain: () => "로그인 중인 세션이 바로 끝나고, 이 아이디로는 다시 로그인할 수 없습니다. 되돌릴 수 없습니다.",
    done: (name) => ({ title: "승인 취소 완료", description: `${name}의 파트너 승인을 취소했습니다.` }),
    failed: "승인 취소 실패",
  },
};

/** What an admin can do to an application or partner in each state, the main action last. */
const ACTIONS_BY_STATUS: Record<PartnerApplicationStatus, readonly Action[]> = {
  pending: ["reject", "approve"],
  rejected: ["approve"],
  approved: ["revoke", "suspend"],
  suspended: ["revoke", "resume"],
  revoked: [],
};

export function PartnersTab({ partners }: { partners: PartnerApplicationItem[] }) {
  // The id the account gets on approval: the applicant's own unless another account has it.
  const [approvalId, setApprovalId] = useState("");
  const decide = useConfirmedAction<Decision>({
    run: ({ application, action }) =>
      apiRequest(
        "POST",
        `/api/partners/${application.id}/${action}`,
        action === "approve" ? { loginId: approvalId.trim() } : undefined,
      ),
    success: ({ application, action }) => ACTIONS[action].done(application.companyName),
    failure: ({ action }, error) => ({ title: ACTIONS[action].failed, description: error.message }),
  });

  if (partners.length === 0)
    return (
      <EmptyState
        title="아직 파트너 신청이 없습니다"
        description="렌트사와 딜러가 파트너스 회원가입에서 신청하면 여기에 표시됩니다."
      />
    );
  const pending = decide.target;
  return (
    <div>
      <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        전체 <strong className="text-slate-900 tabular-nums dark:text-white">{partners.length}</strong>건 · 승인 대기{" "}
        <strong className="text-amber-600 tabular-nums">{partners.filter((p) => p.status === "pending").length}</strong>
        건
      </p>
      <ul className="grid gap-3 p-4 lg:grid-cols-2">
        {partners.map((application) => {
          const status = STATUS[application.status];
          return (
            <li
              key={application.id}
              className="flex flex-col rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
              data-testid="partner-row"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-bold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                      {application.type}
                    </span>
                    <h3 className="truncate font-bold">{application.companyName}</h3>
                  </div>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{application.managerNamePosition}</p>
                </div>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset",
                    status.className,
                  )}
                >
                  {status.label}
                </span>
              </div>
              <dl className="mt-3 mb-4 grid gap-1.5 text-sm text-slate-600 dark:text-slate-300">
                <div className="flex items-center gap-2">
                  <dt className="sr-only">연락처</dt>
                  <Phone className="size-4 text-slate-400" aria-hidden />
                  <dd className="tabular-nums">{formatPhone(application.managerPhone)}</dd>
                </div>
                {application.email && (
                  <div className="flex items-center gap-2">
                    <dt className="sr-only">이메일</dt>
                    <Mail className="size-4 text-slate-400" aria-hidden />
                    <dd className="truncate">{application.email}</dd>
                  </div>
                )}
                {application.companyAddress && (
                  <div className="flex items-center gap-2">
                    <dt className="sr-only">주소</dt>
                    <MapPin className="size-4 text-slate-400" aria-hidden />
                    <dd className="truncate">{application.companyAddress}</dd>
                  </div>
                )}
                <div className="flex items-center gap-2">
                  <dt className="sr-only">아이디</dt>
                  <UserRound className="size-4 text-slate-400" aria-hidden />
                  <dd>
                    아이디 {application.loginId}
                    {application.loginIdTaken && (
                      <strong className="ml-1.5 font-semibold text-amber-700 dark:text-amber-300">
                        · 이미 사용 중인 아이디
                      </strong>
                    )}
                  </dd>
                </div>
              </dl>
              <div className="mt-auto flex min-h-12 items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
                <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  신청 {formatDateTimeKo(application.createdAt)}
                </p>
                {ACTIONS_BY_STATUS[application.status].length > 0 && (
                  <div className="flex gap-2">
                    {ACTIONS_BY_STATUS[application.status].map((action, i, all) => (
                      <Button
                        key={action}
                        variant={i === all.length - 1 && !ACTIONS[action].danger ? undefined : "outline"}
                        size="sm"
                        onClick={() => {
                          setApprovalId(application.loginIdTaken ? "" : application.loginId);
                          decide.ask({ application, action });
                        }}
                        aria-label={`${application.companyName} ${ACTIONS[action].label}`}
                      >
                        {action === "approve" ? (
                          <Check className="size-4" aria-hidden />
                        ) : action === "reject" ? (
                          <X className="size-4" aria-hidden />
                        ) : null}
                        {ACTIONS[action].label}
                      </Button>
                    ))}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? ACTIONS[pending.action].question(pending.application.companyName) : ""}
        description={
          pending ? (
            <>
              <p>{ACTIONS[pending.action].explain(pending.application)}</p>
              {pending.action === "approve" && (
                <Field label="파트너 아이디" className="mt-4">
                  {(props) => (
                    <Input
                      {...props}
                      value={approvalId}
                      onChange={(event) => setApprovalId(event.target.value)}
                      autoComplete="off"
                      maxLength={30}
                      placeholder="영문, 숫자와 . _ - 4자 이상"
                    />
                  )}
                </Field>
              )}
            </>
          ) : (
            ""
          )
        }
        confirmLabel={pending ? ACTIONS[pending.action].label : ""}
        danger={pending ? ACTIONS[pending.action].danger : false}
        pending={decide.pending}
        onConfirm={decide.confirm}
        onCancel={decide.cancel}
      />
    </div>
  );
}
