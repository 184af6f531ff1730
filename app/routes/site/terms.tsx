import { Link } from "react-router";
import { Article, FactTable, LegalDocument, listClass } from "#app/components/layout/LegalDocument";
import { appContext } from "#app/context";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { formatDateKo } from "#domain/datetime";
import { QUOTE_VALID_DAYS } from "#domain/issued-quote";
import { businessLines } from "#domain/site-settings";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { policyFacts } from "#server/services/site/policy";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "이용약관",
    description:
      "사이트에서 받는 장기렌트·구독 상담 서비스의 내용, 가격과 계약, 게시물, 파트너, 분쟁 해결 조건을 안내합니다.",
    canonicalPath: "/terms",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
  });

/** The business named in 사이트 설정, so the terms say who the visitor deals with. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...(await policyFacts(context.get(appContext))),
    jsonLd: [breadcrumbJsonLd(await siteOrigin(context, request), [{ name: "이용약관", path: "/terms" }])],
  };
}

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-brand-300";

/** 이용약관: the conditions of the site's consultation service, with the business's details from 사이트 설정. */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { site, since } = loaderData;
  return (
    <LegalDocument
      title="이용약관"
      intro={
        <p>
          이 약관은 {site.company}(이하 &lsquo;회사&rsquo;)가 운영하는 {site.name} 사이트(이하 &lsquo;사이트&rsquo;)의
          이용 조건과 절차, 회사와 이용자의 권리·의무를 정합니다.
        </p>
      }
    >
      <Article title="제1조 회사 정보">
        <FactTable
          head={["구분", "내용"]}
          rows={[
            ...businessLines(site).map(({ label, value }): [string, string] => [label, value]),
            ["전화", `${site.phone} (${site.hours})`],
            ["이메일", site.email],
          ]}
        />
      </Article>

      <Article title="제2조 약관의 게시와 변경">
        <p>
          회사는 이 약관을 사이트에 게시합니다. 관련 법령을 어기지 않는 범위에서 약관을 바꿀 수 있으며, 바꿀 때는 적용일
          7일 전부터 바뀌는 내용과 적용일을 사이트에 알립니다.
        </p>
      </Article>

      <Article title="제3조 서비스의 내용">
        <ul className={listClass}>
          <li>신차·중고차 장기렌트와 구독 차량의 정보와 월 렌트료 안내</li>
          <li>상담 신청과 견적 문의 접수, 견적서 발급</li>
          <li>고객 후기 게시</li>
          <li>파트너(렌트사·딜러)의 차량 등록</li>
        </ul>
      </Article>

      <Article title="제4조 가격과 계약">
        <p>
          사이트에 표시된 월 렌트료, 보증금과 계약 조건은 안내를 위한 것으로, 심사 결과, 차량 재고와 계약 시점에 따라
          달라질 수 있습니다. 실제 조건은 상담과 계약서로 확정됩니다. 발급된 견적서는 발급일로부터 {QUOTE_VALID_DAYS}일
          동안 유효합니다.
        </p>
      </Article>

      <Article title="제5조 상담 신청과 개인정보">
        <p>
          상담 신청, 견적 문의와 파트너 가입으로 받은 개인정보는{" "}
          <Link to="/privacy" className={linkClass}>
            개인정보처리방침
          </Link>
          에 따라 처리합니다.
        </p>
      </Article>

      <Article title="제6조 이용자의 의무">
        <ul className={listClass}>
          <li>다른 사람의 이름이나 연락처로 상담을 신청하거나 가입하지 않습니다.</li>
          <li>사실과 다른 후기나 다른 사람의 권리를 침해하는 내용을 올리지 않습니다.</li>
          <li>자동화된 대량 요청 등으로 사이트 운영을 방해하지 않습니다.</li>
        </ul>
      </Article>

      <Article title="제7조 게시물">
        <p>
          고객 후기는 회사가 확인한 뒤 게시하며, 작성자 이름은 가운데 글자를 가려 표시합니다. 법령을 어기거나 다른
          사람의 권리를 침해하는 게시물은 게시하지 않거나 삭제할 수 있습니다. 게시물의 저작권은 작성자에게 있으며,
          회사는 사이트에 게시하는 데 필요한 범위에서만 이용합니다.
        </p>
      </Article>

      <Article title="제8조 파트너">
        <p>
          파트너 가입은 회사가 승인한 뒤 이루어집니다. 파트너는 등록하는 차량 정보가 사실과 같아야 하며, 등록한 차량과
          게시 중인 차량의 변경은 회사가 검수한 뒤 공개됩니다.
        </p>
      </Article>

      <Article title="제9조 서비스의 변경과 중단">
        <p>
          회사는 설비 점검이나 장애 등 부득이한 사유가 있으면 서비스를 일시 중단할 수 있으며, 미리 알릴 수 있는 경우
          사이트에 알립니다.
        </p>
      </Article>

      <Article title="제10조 책임의 제한">
        <p>
          회사는 천재지변 등 불가항력으로 서비스를 제공할 수 없는 경우와 이용자에게 책임이 있는 사유로 생긴 손해에
          대해서는 책임을 지지 않습니다. 다만 회사의 고의나 과실로 생긴 손해는 관련 법령에 따라 책임을 집니다.
        </p>
      </Article>

      <Article title="제11조 분쟁 해결">
        <p>
          서비스에 관한 불만과 문의는 고객센터(전화 {site.phone}, 이메일 {site.email})에서 받아 신속히 처리합니다.
          회사와 이용자 사이의 분쟁은 대한민국 법을 따르며, 소송의 관할 법원은 민사소송법에 따릅니다.
        </p>
      </Article>

      <Article title="부칙">
        <p>
          {since ? `이 약관은 ${formatDateKo(since)}부터 시행합니다.` : "이 약관은 사이트에 게시한 날부터 시행합니다."}
        </p>
      </Article>
    </LegalDocument>
  );
}
