import { demoDataShownText } from "#domain/demo-data";
import { describePlaceholders, placeholderFields, type SetupCheck } from "#domain/site-settings";
import type { AppContext } from "#server/context";
import { demoAdminPasswordInUse } from "#server/seed/demo-admin";
import { publicDemoCounts } from "#server/services/admin/demo-data";
import { getAlertSettings } from "#server/services/outbox/alert-settings";
import { alertChannels } from "#server/services/outbox/outbox";
import { getSiteSettings } from "#server/services/site/site-settings";

const CHANNEL_NAMES = { email: "메일", webhook: "웹훅", sms: "알림톡·문자" } as const;

/**
 * 설정 점검: the brand and business details (no stand-in left in 사이트 설정), a lead alert channel, the site's address, no demo
 * listing, review or post left in public and a password a person chose. The dashboard shows it while any item is still open.
 */
export async function setupChecklist(ctx: AppContext): Promise<SetupCheck[]> {
  const [site, demoPassword, demo, alerts] = await Promise.all([
    getSiteSettings(ctx),
    demoAdminPasswordInUse(ctx),
    publicDemoCounts(ctx),
    getAlertSettings(ctx),
  ]);
  // Done when visitors see no demo row, however the site was started.
  const demoShown = demo.vehicles + demo.reviews + demo.boardPosts > 0;
  const placeholders = placeholderFields(site);
  const channels = await alertChannels(ctx);
  return [
    {
      id: "business",
      label: "사이트 이름, 사업자 정보와 연락처",
      ok: placeholders.length === 0,
      detail:
        placeholders.length === 0
          ? "사이트 설정에 입력되어 있습니다."
          : `임시 값이 남아 있습니다: ${describePlaceholders(site, placeholders)}. 사이트 설정에서 실제 값으로 바꿔주세요.`,
      href: "/admin/settings",
    },
    {
      id: "alerts",
      label: "새 문의 알림",
      ok: channels.length > 0,
      detail:
        channels.length > 0
          ? `${channels.map((c) => CHANNEL_NAMES[c]).join("·")} 알림이 켜져 있습니다.`
          : "알림 설정에서 받는 메일 주소나 웹훅을 저장하면 새 문의를 바로 받을 수 있습니다.",
      href: "/admin/alert-settings",
    },
    {
      id: "publicUrl",
      label: "사이트 주소",
      ok: Boolean(alerts.publicUrl),
      detail: alerts.publicUrl
        ? `${alerts.publicUrl} 으로 설정되어 있습니다.`
        : "알림 설정에서 지금 접속한 주소를 사이트 주소로 저장해주세요. 검색엔진, 공유 미리보기와 알림의 링크가 이 주소를 씁니다.",
      href: "/admin/alert-settings",
    },
    {
      id: "demoData",
      label: "데모 데이터 삭제",
      ok: !demoShown,
      detail: demoShown ? demoDataShownText(demo) : "사이트에 공개된 데모 데이터가 없습니다.",
      href: "/admin/settings#demo-data",
    },
    {
      id: "adminPassword",
      label: "관리자 비밀번호",
      ok: !demoPassword,
      detail: demoPassword
        ? "데모 데이터와 함께 만들어진 관리자 비밀번호를 아직 쓰고 있습니다. 내 계정에서 새 비밀번호로 바꿔주세요."
        : "직접 정한 비밀번호를 쓰고 있습니다.",
      href: "/admin/account",
    },
  ];
}
