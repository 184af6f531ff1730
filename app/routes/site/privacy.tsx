import { Link } from "react-router";
import { Article, FactTable, LegalDocument, listClass } from "#app/components/layout/LegalDocument";
import { appContext } from "#app/context";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { telHref } from "#app/lib/site";
import { formatDateKo } from "#domain/datetime";
import { retentionLabel } from "#domain/home";
import { RECEIPT_CONSENT } from "#domain/inquiry-text";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { policyFacts } from "#server/services/site/policy";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "개인정보처리방침",
    description:
      "상담 신청 때 받는 개인정보 항목과 이용 목적, 보유 기간과 파기, 처리 위탁, 열람·삭제를 요청하는 방법을 안내합니다.",
    canonicalPath: "/privacy",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
  });

/** Built from 사이트 설정 and the site's own settings (retention, alert channels), so it says what the site does. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...(await policyFacts(context.get(appContext))),
    jsonLd: [breadcrumbJsonLd(await siteOrigin(context, request), [{ name: "개인정보처리방침", path: "/privacy" }])],
  };
}

/** The authorities a data subject may turn to (개인정보 보호법 제30조 제1항, 시행령 제31조). */
const REMEDIES = [
  ["개인정보침해 신고센터 (한국인터넷진흥원)", "국번 없이 118", "privacy.kisa.or.kr"],
  ["개인정보 분쟁조정위원회", "1833-6972", "www.kopico.go.kr"],
  ["대검찰청", "국번 없이 1301", "www.spo.go.kr"],
  ["경찰청", "국번 없이 182", "ecrm.police.go.kr"],
] as const;

/**
 * 개인정보처리방침 (개인정보 보호법 제30조): the items each form takes, why, for how long, who else handles them,
 * and how to have them read, corrected or deleted, with the business's own contact details.
 */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { site, retention, processors, since, receipts } = loaderData;
  const contact = (
    <>
      전화{" "}
      <a href={telHref(site.phone)} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {site.phone}
      </a>{" "}
      ({site.hours}) 또는 이메일{" "}
      <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {site.email}
      </a>
    </>
  );
  return (
    <LegalDocument
      title="개인정보처리방침"
      intro={
        <p>
          {site.company}(이하 &lsquo;회사&rsquo;)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고
          이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.
        </p>
      }
    >
      <Article title="제1조 개인정보의 처리 목적">
        <p>회사는 다음의 목적으로만 개인정보를 처리하며, 목적이 바뀌면 별도의 동의를 받는 등 필요한 조치를 합니다.</p>
        <ul className={listClass}>
          <li>
            장기렌트·구독 상담: 상담 신청과 견적 문의 접수, 연락, 맞춤 견적과 차량 안내
            {receipts && <> ({RECEIPT_CONSENT})</>}
          </li>
          <li>파트너(렌트사·딜러) 가입 심사와 연락(심사 결과와 매물 검수 결과 안내), 파트너 계정 관리</li>
          <li>고객 후기 게시</li>
          <li>방문 통계와 부정 이용 방지</li>
        </ul>
      </Article>

      <Article title="제2조 처리하는 개인정보의 항목">
        <FactTable
          head={["구분", "항목"]}
          rows={[
            ["빠른 상담 신청", "이름, 연락처, 희망 차량, 운전자 연령 (필수), 상담 희망 시간·고객 유형 (선택)"],
            [
              "견적 문의",
              "이름, 연락처, 운전자 연령, 문의 차량과 선택한 요금제 (필수), 상담 희망 시간·고객 유형 (선택)",
            ],
            ["견적 요청", "이름, 연락처 (필수), 특별 옵션·상담 희망 시간·고객 유형 (선택)"],
            [
              "상담 신청 때 함께 전송되는 정보",
              "신청한 페이지 주소, 유입 경로 (처음 방문한 페이지, 이전 사이트 주소, 광고 캠페인 정보)",
            ],
            ["파트너 가입", "아이디, 비밀번호, 회사명(소속), 담당자 성함·직급, 연락처, 이메일, 주소 (필수)"],
            ["고객 후기 작성", "이름 (게시할 때는 가운데 글자를 가립니다), 차량명, 후기 내용, 사진"],
            [
              "방문 기록",
              "방문한 페이지와 시각. IP 주소는 저장하지 않으며, 방문자 수를 세기 위해 날마다 바뀌고 되돌릴 수 없는 값만 보관합니다.",
            ],
          ]}
        />
      </Article>

      <Article title="제3조 개인정보의 처리 및 보유 기간">
        <ul className={listClass}>
          <li>
            상담 신청·견적 문의·견적 요청: 접수일로부터{" "}
            <strong data-testid="lead-retention">{retentionLabel(retention.leadDays)}</strong>
          </li>
          <li>자동 등록으로 의심되어 보류된 신청: 접수일로부터 {retention.heldDays}일</li>
          <li>
            방문 기록: <strong data-testid="page-view-retention">{retention.pageViewDays}일</strong> (이후에는 날짜별
            방문자 수 같은 통계만 남습니다)
          </li>
          <li>파트너 가입 정보: 파트너 이용이 끝날 때까지</li>
          <li>고객 후기: 게시를 중단하거나 삭제를 요청할 때까지</li>
        </ul>
        <p>다른 법령에 보존 의무가 있으면 그 법령이 정한 기간 동안 따로 보관합니다.</p>
      </Article>

      <Article title="제4조 개인정보의 파기 절차 및 방법">
        <p>
          보유 기간이 지난 상담 신청과 방문 기록은 매일 자동으로 확인하여 지체 없이 파기합니다. 전자 파일은 복구할 수
          없는 방법으로 삭제하며, 종이 문서는 분쇄하거나 소각합니다.
        </p>
      </Article>

      <Article title="제5조 개인정보의 제3자 제공">
        <p>
          회사는 정보주체의 개인정보를 제1조의 목적 안에서만 처리하며, 정보주체의 동의나 법률의 특별한 규정 등
          「개인정보 보호법」 제17조·제18조에 해당하는 경우에만 제3자에게 제공합니다.
        </p>
      </Article>

      <Article title="제6조 개인정보 처리의 위탁">
        {processors.length > 0 ? (
          <>
            <p>회사는 원활한 업무 처리를 위해 다음과 같이 개인정보 처리업무를 위탁하고 있습니다.</p>
            <FactTable head={["수탁자", "위탁 업무"]} rows={processors.map((p) => [p.name, p.task])} />
            <p>위탁 계약에서 위탁 업무 외의 처리 금지, 안전성 확보 조치, 관리·감독 등을 정하고 지키도록 관리합니다.</p>
          </>
        ) : (
          <p>
            회사는 개인정보 처리업무를 외부에 위탁하지 않습니다. 위탁하게 되면 수탁자와 위탁 업무를 이 방침으로
            알립니다.
          </p>
        )}
      </Article>

      <Article title="제7조 정보주체의 권리·의무와 행사 방법">
        <p>
          정보주체는 언제든지 자신의 개인정보 열람, 정정, 삭제, 처리정지를 요구할 수 있습니다. {contact}로 요청하시면
          지체 없이 조치하고 결과를 알려드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 요구할 수 있습니다.
        </p>
      </Article>

      <Article title="제8조 개인정보의 안전성 확보 조치">
        <ul className={listClass}>
          <li>상담 신청 내용은 관리자 계정으로만 볼 수 있고, 엑셀 다운로드도 관리자만 할 수 있습니다.</li>
          <li>관리자·파트너 비밀번호는 되돌릴 수 없는 방식으로 암호화해 저장하고, 로그인 시도를 제한합니다.</li>
          <li>이름, 연락처 같은 개인정보는 서버 기록(로그)에 남기지 않습니다.</li>
        </ul>
      </Article>

      <Article title="제9조 개인정보 자동 수집 장치의 설치·운영 및 거부">
        <p>
          회사는 방문자에게 광고나 추적을 위한 쿠키를 쓰지 않습니다. 쿠키는 관리자와 파트너의 로그인 유지, 그리고 광고
          링크(utm)로 들어온 방문의 첫 페이지를 상담 신청에 함께 기록하는 데에만 쓰며, 이 쿠키는 브라우저를 닫으면
          지워집니다. 찜한 차량, 비교, 최근 본 차량, 화면 테마와 유입 경로는 방문자의 브라우저에만 저장되며, 유입 경로는
          상담을 신청할 때 신청 내용과 함께 전송됩니다. 브라우저 설정에서 저장된 데이터를 지울 수 있습니다.
        </p>
      </Article>

      <Article title="제10조 개인정보 보호책임자">
        <FactTable
          head={["구분", "내용"]}
          rows={[
            ["성명", `${site.owner} (대표)`],
            ["연락처", site.phone],
            ["이메일", site.email],
          ]}
        />
      </Article>

      <Article title="제11조 권익침해 구제 방법">
        <p>개인정보 침해에 대한 신고나 상담이 필요하면 아래 기관에 문의하실 수 있습니다.</p>
        <ul className={listClass}>
          {REMEDIES.map(([name, phone, web]) => (
            <li key={name}>
              {name}: {phone} ({web})
            </li>
          ))}
        </ul>
      </Article>

      <Article title="제12조 개인정보처리방침의 변경">
        <p>
          {since ? `이 방침은 ${formatDateKo(since)}부터 적용됩니다. ` : ""}내용이 바뀌면 이 페이지에서 알려드립니다.{" "}
          사이트 이용 조건은{" "}
          <Link to="/terms" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            이용약관
          </Link>
          에서 보실 수 있습니다.
        </p>
      </Article>
    </LegalDocument>
  );
}
