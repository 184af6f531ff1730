import { BadgeCheck, Clock3, ShieldCheck } from "lucide-react";
import { useActionData, useLoaderData } from "react-router";
import { CategoryGroups } from "#app/components/home/CategoryTiles";
import { FeaturesSection } from "#app/components/home/FeaturesSection";
import { HeroSlideshow } from "#app/components/home/HeroSlideshow";
import { ProcessSection } from "#app/components/home/ProcessSection";
import { QuickConsultForm } from "#app/components/home/QuickConsultForm";
import { ReviewsStrip } from "#app/components/home/ReviewsStrip";
import { SectionHeading } from "#app/components/home/SectionHeading";
import { SocialStrips } from "#app/components/home/SocialStrips";
import { VehicleSearch } from "#app/components/home/VehicleSearch";
import { HydratedApart } from "#app/components/layout/HydratedApart";
import { appContext, keptContext } from "#app/context";
import { homeOf } from "#app/lib/catalogue.server";
import { submitLeadForm } from "#app/lib/lead-form-post.server";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { callBackNoticeOf } from "#domain/call-back";
import { retentionLabel } from "#domain/home";
import { HOME_LEAD } from "#domain/lead-form";
import { pageQuery } from "#domain/paths";
import { organizationJsonLd, webSiteJsonLd } from "#domain/structured-data";
import { getHome } from "#server/services/home/get-home";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import type { Route } from "./+types/home";

const TITLE = "신차·중고차 장기렌트·구독 | 월 렌트료 비교, 무보증 즉시출고";
const DESCRIPTION =
  "신용점수·소득증빙 없이 가능한 신차·중고차 장기렌트와 구독. VAT 포함 투명한 월 렌트료, 무보증 즉시출고, 전국 빠른 탁송.";

// /home and /customer are the same page as /.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    canonicalPath: "/",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
    verification: loaderData?.siteVerification,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request);
  const { config } = context.get(appContext);
  const origin = await siteOrigin(context, request);
  const [home, site] = await Promise.all([
    getHome(context.get(appContext)),
    siteSettingsForPage(context.get(appContext)),
  ]);
  return {
    ...home,
    siteVerification: config.siteVerification,
    jsonLd: [organizationJsonLd(site, origin), webSiteJsonLd(site, origin)],
    customer: homeOf(request) === "/customer",
    retention: retentionLabel(config.inquiryRetentionDays),
    inquirySent: query.get("inquiry") === "sent",
    // From the URL, as everything on this kept page: the post's answer names when staff next call.
    inquiryNotice: callBackNoticeOf(query.get("callback")),
    // When the form was rendered, posted with it: a post sooner than a person could type is held (lead-intake.ts).
    // Not on a kept page: one render serves every visitor, so its time says nothing of theirs, and a time in it
    // would make each render (and its ETag) differ. There the script's own fill time and the honeypot judge.
    formStartedAt: context.get(keptContext) ? undefined : Date.now(),
  };
}

/** The quick form without JavaScript: every lead form's one action (lead-form-post.server.ts), then back to the page. */
export const action = ({ request, context }: Route.ActionArgs) => submitLeadForm({ request, context }, HOME_LEAD);

const TRUST = [
  { icon: ShieldCheck, text: "신용점수·소득증빙 무관" },
  { icon: Clock3, text: "전국 즉시 출고" },
  { icon: BadgeCheck, text: "VAT 포함 투명한 가격" },
] as const;

export default function Home() {
  const home = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main>
      <section id="home" aria-labelledby="home-title" className="relative scroll-mt-16 overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-[520px] bg-gradient-to-b from-brand-50 via-brand-50/40 to-transparent dark:from-brand-950/50 dark:via-slate-950"
        />
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 sm:pt-12 lg:pb-10">
          <div className="mb-7 max-w-3xl sm:mb-9">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-[13px] font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-300 dark:ring-brand-900">
              신차·중고차 장기렌트 & 구독
            </p>
            <h1
              id="home-title"
              className="mt-3 text-[2rem] leading-tight font-extrabold tracking-tight sm:text-5xl sm:leading-[1.15]"
            >
              보증금 부담 없이,
              <br />
              <span className="text-brand-600 dark:text-brand-400">원하는 차를 오늘 바로</span>
            </h1>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-[15px] font-medium text-slate-600 dark:text-slate-300">
              {TRUST.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-1.5">
                  <Icon className="size-4.5 text-brand-600 dark:text-brand-400" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:gap-8">
            <HeroSlideshow slides={home.hero} />
            <QuickConsultForm
              retention={home.retention}
              sent={home.inquirySent}
              notice={home.inquiryNotice}
              startedAt={home.formStartedAt}
              result={result}
            />
          </div>
        </div>
      </section>

      <HydratedApart>
        <section id="vehicles" aria-labelledby="home-vehicles-title" className="scroll-mt-16 py-12 sm:py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading
              id="home-vehicles-title"
              eyebrow="VEHICLE LIST"
              title="차량 LIST"
              description="찾으시는 차종을 검색하거나 카테고리에서 골라보세요."
              align="center"
            />
            <div className="mt-7 mb-12">
              <VehicleSearch customer={home.customer} />
            </div>
            <CategoryGroups tiles={home.tiles} customer={home.customer} />
          </div>
        </section>
      </HydratedApart>
      <HydratedApart>
        <ReviewsStrip reviews={home.reviews} />
      </HydratedApart>
      <HydratedApart>
        <ProcessSection />
        <FeaturesSection />
      </HydratedApart>
      <HydratedApart>
        <SocialStrips videos={home.videos} photos={home.photos} />
      </HydratedApart>
    </main>
  );
}
