import { ConfigError, loadConfig } from "./config";
import { developmentWeb, productionWeb } from "./http/web";
import { startSite } from "./start";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const site = await startSite(config, config.env === "development" ? developmentWeb : productionWeb);
  const admin = site.seededAdmin ?? config.admin;
  console.log(`\n  ${config.site.name} 사이트가 실행 중입니다: ${site.url}`);
  console.log(
    admin
      ? `  관리자 로그인: ${site.url}/admin-login  (아이디 ${admin.username} / 비밀번호 ${site.seededAdmin ? admin.password : "ADMIN_PASSWORD 값"})\n`
      : "  관리자 계정: ADMIN_USERNAME/ADMIN_PASSWORD 를 설정하거나 npm run admin:create 로 만드세요.\n",
  );
  if (config.env === "production" && config.allowedHosts.length === 0)
    console.log(
      "  PUBLIC_URL 또는 ALLOWED_HOSTS 를 설정하세요. 그 전에는 이 컴퓨터의 주소(localhost, 127.0.0.1)로 온 요청에만 답합니다.\n",
    );
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      site.ctx.log.info({ signal }, "shutting down");
      site.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
