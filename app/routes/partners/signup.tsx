import { PartnersSignupForm } from "#app/components/partners/PartnersSignupForm";
import { privateMeta } from "#app/lib/seo";
import partnersStylesheet from "#app/styles/partners.css?url";

/** Outside the partners layout, so it links the partners' stylesheet itself. */
export const links = () => [{ rel: "stylesheet", href: partnersStylesheet }];

export const meta = () =>
  privateMeta("파트너스 회원가입", "렌트사·딜러 파트너 가입을 신청합니다. 관리자 승인 후 로그인할 수 있습니다.");

export default function PartnersSignupPage() {
  return <PartnersSignupForm />;
}
