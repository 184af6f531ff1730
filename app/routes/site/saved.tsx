import { Ban, Heart, History, Scale, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Breadcrumb, BrowseLinks } from "#app/components/catalogue/PageHeader";
import { VehicleCard, VehicleGrid } from "#app/components/catalogue/VehicleCard";
import { LeadForm } from "#app/components/lead/LeadForm";
import { buttonClass } from "#app/components/ui/button";
import { appContext } from "#app/context";
import { getCarList, removeCar, useCarList } from "#app/lib/car-lists";
import { leadFormState, submitLeadForm } from "#app/lib/lead-form-post.server";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { COMPARE_MAX, COMPARE_MIN, comparePath, RECENT_MAX, savedPath, without } from "#domain/car-lists";
import { LEAD_CARS_MAX } from "#domain/lead";
import { carsVehicleText, type PageLead } from "#domain/lead-form";
import { pageQuery, vehiclePath } from "#domain/paths";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { type KeptCar, loadKeptCars } from "#server/services/catalogue/kept-vehicles";
import type { Route } from "./+types/saved";

/** The lists the address names; read from the URL only: the page is kept and served to every visitor of that URL. */
function listsOf(context: Route.LoaderArgs["context"], request: Request) {
  const query = pageQuery(request);
  return loadKeptCars(context.get(appContext), { saved: query.get("cars"), recent: query.get("recent") });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const lists = await listsOf(context, request);
  return {
    ...lists,
    jsonLd: [breadcrumbJsonLd(await siteOrigin(context, request), [{ name: "찜한 차량", path: "/saved" }])],
    retentionDays: context.get(appContext).config.inquiryRetentionDays,
    leadForm: leadFormState(request, context),
  };
}

/**
 * The cars a lead from this page is about: the 찜한 차량 it shows (a sold or deleted one too: staff can offer one
 * like it), else the 최근 본 차량; null when the page shows neither.
 */
function savedLead({ saved, recent }: { saved: readonly KeptCar[]; recent: readonly KeptCar[] }): PageLead | null {
  const named = (cars: readonly KeptCar[]) =>
    cars.map((car) => ({ slug: car.slug, name: car.state === "listed" ? car.car.name : car.name }));
  const cars = (named(saved).length > 0 ? named(saved) : named(recent)).slice(0, LEAD_CARS_MAX);
  if (cars.length === 0) return null;
  return { source: "saved", vehicle: carsVehicleText(cars.map((c) => c.name)), cars };
}

/** 상담 신청 without JavaScript: the cars are the ones the address lists, read again here. */
export const action = async ({ context, request }: Route.ActionArgs) =>
  submitLeadForm({ request, context }, savedLead(await listsOf(context, request)));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "찜한 차량 · 최근 본 차량",
    description: "찜한 차량과 최근 본 차량을 한곳에서 보고, 링크로 공유하거나 나란히 비교해 보세요.",
    canonicalPath: "/saved",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
    // One visitor's lists: shareable by link, not a page for search results.
    noindex: true,
  });

const slugsOf = (cars: readonly KeptCar[]) => cars.map((c) => c.slug);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);
/** Whether `part` is `whole` less some of its slugs, in the same order. */
const within = (part: readonly string[], whole: readonly string[]) => {
  let found = 0;
  for (const slug of whole) if (slug === part[found]) found += 1;
  return found === part.length;
};

/**
 * The address follows this browser's lists: opened without any (the header link before the scripts ran, a
 * bookmark), it is filled from them; while it shows them, a car un-hearted anywhere on the page leaves it. The
 * server keeps only the cars the site knows, so the page may show the browser's lists less some (a listing since
 * hidden, or renamed): those are left out of the address from then on. A list someone shared (an address that is
 * not this browser's lists) is left as it is.
 */
function useAddressFollowsLists(shown: { saved: readonly string[]; recent: readonly string[] }) {
  const navigate = useNavigate();
  const saved = useCarList("saved");
  const recent = useCarList("recent");
  const following = useRef<boolean | null>(null);
  /** The browser's cars the page left out when it was opened: ones the site does not know. */
  const unknown = useRef({ saved: new Set<string>(), recent: new Set<string>() });
  /** The address last asked for, so a render while it loads does not ask again. */
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (following.current === null) {
      const mine = { saved: getCarList("saved"), recent: getCarList("recent") };
      const empty = shown.saved.length === 0 && shown.recent.length === 0;
      following.current = empty || (within(shown.saved, mine.saved) && within(shown.recent, mine.recent));
      if (following.current && !empty)
        unknown.current = {
          saved: new Set(mine.saved.filter((slug) => !shown.saved.includes(slug))),
          recent: new Set(mine.recent.filter((slug) => !shown.recent.includes(slug))),
        };
    }
    const lists = {
      saved: saved.filter((slug) => !unknown.current.saved.has(slug)),
      recent: recent.filter((slug) => !unknown.current.recent.has(slug)),
    };
    if (!following.current || (same(shown.saved, lists.saved) && same(shown.recent, lists.recent))) return;
    const target = savedPath(lists);
    if (asked.current === target) return;
    asked.current = target;
    navigate(target, { replace: true, preventScrollReset: true });
  }, [navigate, saved, recent, shown.saved, shown.recent]);
}

function UnavailableCar({
  car,
  removeTo,
  onRemove,
}: {
  car: Exclude<KeptCar, { state: "listed" }>;
  removeTo: string;
  onRemove: () => void;
}) {
  const reason = car.state === "sold" ? "판매완료된 차량입니다." : "판매가 종료된 차량입니다.";
  return (
    <div
      data-testid="unavailable-car"
      className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900/60"
    >
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <Ban className="size-5" aria-hidden />
      </span>
      <p className="mt-3 text-sm font-extrabold text-slate-900 dark:text-white">더 이상 볼 수 없는 차량</p>
      <p className="mt-1 text-[15px] leading-snug font-bold break-all text-slate-700 dark:text-slate-200">{car.name}</p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{reason}</p>
      <div className="mt-auto flex flex-wrap gap-x-3 pt-3">
        {car.state === "sold" && (
          <Link
            to={vehiclePath(car.slug)}
            className="inline-flex h-11 items-center text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            판매 당시 정보
          </Link>
        )}
        <Link
          to={removeTo}
          replace
          preventScrollReset
          onClick={onRemove}
          className="inline-flex h-11 items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">{car.name} </span>목록에서 지우기
        </Link>
      </div>
    </div>
  );
}

function CarList({
  cars,
  label,
  list,
  pathWithout,
}: {
  cars: readonly KeptCar[];
  label: string;
  list: "saved" | "recent";
  pathWithout: (slug: string) => string;
}) {
  return (
    <VehicleGrid label={label}>
      {cars.map((car, i) => (
        <li key={car.slug}>
          {car.state === "listed" ? (
            <VehicleCard vehicle={car.car} priority={i < 2} />
          ) : (
            <UnavailableCar car={car} removeTo={pathWithout(car.slug)} onRemove={() => removeCar(list, car.slug)} />
          )}
        </li>
      ))}
    </VehicleGrid>
  );
}

function SectionHeading({
  id,
  icon: Icon,
  title,
  count,
}: {
  id: string;
  icon: typeof Heart;
  title: string;
  count: number;
}) {
  return (
    <h2
      id={id}
      className="mb-4 flex items-center gap-2 text-xl font-extrabold tracking-tight text-slate-900 dark:text-white"
    >
      <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
      {title}
      <span className="text-base font-bold text-slate-400 dark:text-slate-500">{count}</span>
    </h2>
  );
}

export default function SavedPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, recent } = loaderData;
  const lead = savedLead(loaderData);
  const shown = { saved: slugsOf(saved), recent: slugsOf(recent) };
  useAddressFollowsLists(shown);
  const empty = saved.length === 0 && recent.length === 0;
  const listed = saved.filter((car) => car.state === "listed").map((car) => car.slug);
  return (
    <main className="bg-slate-50/70 pb-16 dark:bg-slate-950" data-testid="saved-page">
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <Breadcrumb items={[{ label: "홈", to: "/" }, { label: "찜한 차량" }]} />
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          찜한 차량
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
          로그인 없이 이 브라우저에 저장됩니다. 이 페이지의 주소를 보내면 같은 목록을 함께 볼 수 있습니다.
        </p>

        {empty ? (
          <div
            data-testid="saved-empty"
            className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60"
          >
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300">
              <Heart className="size-7" aria-hidden />
            </span>
            <h2 className="mt-4 text-lg font-extrabold text-slate-900 dark:text-white">아직 찜한 차량이 없습니다</h2>
            <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              마음에 드는 차량의 하트를 누르면 여기에 모입니다. 둘러본 차량도 최근 {RECENT_MAX}대까지 함께 보여드립니다.
            </p>
            <BrowseLinks />
          </div>
        ) : (
          <div className="space-y-10">
            <section aria-labelledby="saved-heading" data-testid="saved-list">
              <div className="flex flex-wrap items-start justify-between gap-x-4">
                <SectionHeading id="saved-heading" icon={Heart} title="찜한 차량" count={saved.length} />
                {listed.length >= COMPARE_MIN && (
                  <Link to={comparePath(listed.slice(0, COMPARE_MAX))} className={buttonClass("outline", "md", "mb-4")}>
                    <Scale className="size-4" aria-hidden />
                    {listed.length > COMPARE_MAX ? `앞의 ${COMPARE_MAX}대 비교하기` : "찜한 차량 비교하기"}
                  </Link>
                )}
              </div>
              {saved.length ? (
                <CarList
                  cars={saved}
                  label="찜한 차량"
                  list="saved"
                  pathWithout={(slug) => savedPath({ saved: without(shown.saved, slug), recent: shown.recent })}
                />
              ) : (
                <p className="rounded-2xl bg-white px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-900/60 dark:text-slate-400">
                  아직 찜한 차량이 없습니다. 차량의 하트를 눌러 보세요.
                </p>
              )}
            </section>
            {recent.length > 0 && (
              <section aria-labelledby="recent-heading" data-testid="recent-list">
                <SectionHeading id="recent-heading" icon={History} title="최근 본 차량" count={recent.length} />
                <CarList
                  cars={recent}
                  label="최근 본 차량"
                  list="recent"
                  pathWithout={(slug) => savedPath({ saved: shown.saved, recent: without(shown.recent, slug) })}
                />
              </section>
            )}
            {lead && (
              <div className="mx-auto max-w-2xl">
                <LeadForm
                  eyebrow="찜한 차량 상담"
                  title="이 차량들로 상담 신청"
                  description={
                    <p>
                      {carsVehicleText(lead.cars?.map((c) => c.name) ?? [])} 중 조건에 맞는 견적을 상담사가 안내해
                      드립니다.
                    </p>
                  }
                  lead={lead}
                  retentionDays={loaderData.retentionDays}
                  state={loaderData.leadForm}
                  result={actionData}
                  testId="saved-lead-form"
                />
              </div>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
