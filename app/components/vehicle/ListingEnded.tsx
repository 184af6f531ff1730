import { ArrowRight, BadgeCheck, SearchX } from "lucide-react";
import { Link } from "react-router";
import { VehicleCard } from "#app/components/catalogue/VehicleCard";
import { LeadForm } from "#app/components/lead/LeadForm";
import { buttonClass } from "#app/components/ui/button";
import { ContactBar } from "#app/components/vehicle/ContactBar";
import { useSiteConfig } from "#app/lib/site";
import { LEAD_FORM_ID, type LeadFormResult, soldLead } from "#domain/lead-form";
import { categoryPath } from "#domain/paths";
import type { VehicleCardItem } from "#domain/vehicle-parts";

/** What a page's loader gives its lead form (`leadFormState` in app/lib/lead-form-post.server.ts). */
export interface LeadFormState {
  sent: boolean;
  notice: string | null;
  startedAt: number | undefined;
}

/**
 * The lead form of a sold or deleted car's page: the visitor came for this car (an ad, a shared link), so the
 * lead names it and staff offer one like it.
 */
export function SoldCarLeadForm({
  vehicle,
  retentionDays,
  state,
  result,
}: {
  /** `particle`: 와 or 과 after the name, chosen on the server (its tables stay out of the page's script). */
  vehicle: { name: string; slug: string; particle: string };
  retentionDays: number;
  state: LeadFormState;
  result: LeadFormResult | undefined;
}) {
  return (
    <LeadForm
      eyebrow="판매완료 차량 상담"
      title="이 차와 비슷한 차 상담받기"
      description={
        <p>
          <span className="font-semibold text-white">{vehicle.name}</span>
          {vehicle.particle} 비슷한 조건의 차량을 전문 상담사가 찾아 연락드립니다.
        </p>
      }
      lead={soldLead(vehicle)}
      retentionDays={retentionDays}
      state={state}
      result={result}
      testId="sold-lead-form"
    />
  );
}

const SIMILAR_SIZES = "(min-width: 1280px) 200px, (min-width: 640px) 31vw, 48vw";

/** The id of the similar cars on a sold listing's page, for the notice's link. */
export const SIMILAR_SECTION_ID = "similar-vehicles";

/** At the top of a sold listing's page: it stays for the links that lead here, but the car is gone. */
export function SoldNotice({ similarCount }: { similarCount: number }) {
  return (
    <div
      role="status"
      data-testid="sold-notice"
      className="mx-4 mb-4 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3.5 text-amber-950 sm:mx-0 sm:flex-row sm:items-center sm:gap-4 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-white dark:bg-amber-600">
          <BadgeCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-extrabold">판매완료된 차량입니다</p>
          <p className="text-sm text-amber-900/80 dark:text-amber-100/80">
            아래 가격은 판매 당시 가격입니다. 비슷한 조건의 차량은 아래에서 상담 신청해 주세요.
          </p>
        </div>
      </div>
      {similarCount > 0 && (
        <a
          href={`#${SIMILAR_SECTION_ID}`}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-1 rounded-full bg-white px-4 text-sm font-bold text-amber-900 shadow-sm ring-1 ring-amber-200 transition hover:bg-amber-100 dark:bg-amber-900/60 dark:text-amber-50 dark:ring-amber-800 dark:hover:bg-amber-900"
        >
          비슷한 차량 보기
          <ArrowRight className="size-4" aria-hidden />
        </a>
      )}
    </div>
  );
}

/** Cars still listed that are like the one a sold or deleted listing was. */
export function SimilarVehicles({
  vehicles,
  category,
  headingLevel = "h2",
}: {
  vehicles: readonly VehicleCardItem[];
  category: string;
  headingLevel?: "h2" | "h3";
}) {
  if (vehicles.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section id={SIMILAR_SECTION_ID} aria-labelledby="similar-heading" className="scroll-mt-24" data-testid="similar">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <Heading
            id="similar-heading"
            className="text-xl font-extrabold tracking-tight text-slate-900 dark:text-white"
          >
            비슷한 차량
          </Heading>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {category}에서 월 렌트료가 가까운 차량을 골랐습니다.
          </p>
        </div>
        <Link
          to={categoryPath(category)}
          className="inline-flex h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {category} 전체 보기
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {/* Up to six: one row of six on wide screens, two of three below, never one card left alone. */}
      <ul aria-label="비슷한 차량" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {vehicles.map((v) => (
          <li key={v.id}>
            <VehicleCard vehicle={v} sizes={SIMILAR_SIZES} headingLevel={headingLevel === "h2" ? "h3" : "h4"} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A deleted listing's address (410): what it was, where to go on, similar cars, and a form to ask for one. */
export function GoneVehiclePage({
  name,
  particle,
  slug,
  category,
  similar,
  retentionDays,
  leadForm,
  result,
}: {
  name: string;
  /** 와 or 과 after the name. */
  particle: string;
  slug: string;
  category: string;
  similar: VehicleCardItem[];
  retentionDays: number;
  leadForm: LeadFormState;
  result: LeadFormResult | undefined;
}) {
  const site = useSiteConfig();
  return (
    <main data-testid="gone-vehicle">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-3 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
            <SearchX className="size-8" aria-hidden />
          </span>
          <p className="mt-2 text-sm font-semibold text-slate-500 dark:text-slate-400">{name}</p>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">판매가 종료된 차량입니다</h1>
          <p className="text-slate-600 dark:text-slate-400">
            찾으시는 차량은 판매가 끝나 목록에서 내려갔습니다. 비슷한 조건의 차량을 안내해 드릴게요.
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <Link to={categoryPath(category)} className={buttonClass("primary", "md", "px-5")}>
              {category} 차량 보기
            </Link>
            <Link to="/" className={buttonClass("outline", "md", "px-5")}>
              홈으로
            </Link>
          </div>
        </div>
        <div className="mx-auto mt-10 max-w-2xl">
          <SoldCarLeadForm
            vehicle={{ name, slug, particle }}
            retentionDays={retentionDays}
            state={leadForm}
            result={result}
          />
        </div>
        <div className="mt-12">
          <SimilarVehicles vehicles={similar} category={category} />
        </div>
      </div>
      <ContactBar phone={site.phone} plan={null} quoteTarget={LEAD_FORM_ID} />
    </main>
  );
}
