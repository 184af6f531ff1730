import cluster from "node:cluster";
import path from "node:path";
import { type Config, ConfigError, loadConfig } from "./config";
import { openSiteDatabase } from "./db/site-database";
import { loadServerBuild } from "./http/server-build";
import { createLogger, type Logger } from "./log";
import type { RunningSite } from "./start";
import { onSupervisorStop, printsBanner, replacedCrash, supervise, tellSupervisorReady } from "./supervisor";

/** A stop (SIGTERM) ends the process within this time, whatever is still running (start.ts drains in less). */
const STOP_MS = 10_000;

/** A file as the person who ran `npm start` would type it: relative to where they are, when it is below it. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

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
  // Production runs under the supervisor, which restarts a server process that dies (development: one process).
  if (config.env === "production" && cluster.isPrimary) return supervise(config);
  const log = createLogger(config);
  const site =
    config.env === "development"
      ? await import("./development").then(({ startThroughVite }) => startThroughVite(config, log))
      : await startBuilt(config, log);
  tellSupervisorReady();
  const crash = replacedCrash();
  if (crash)
    site
      .recordCrash(crash)
      .catch((error: Error) =>
        site.ctx.log.warn({ err: { message: error.message } }, "the crash before this start could not be recorded"),
      );
  if (printsBanner()) {
    printBanner(config, site);
    warnOfPlaceholders(site);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(signal));
  onSupervisorStop(() => stop("SIGTERM"));

  let stopping = false;
  function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    site.ctx.log.info({ signal }, "shutting down");
    // Whatever still holds the stop up (a mail server that does not answer) does not hold it past STOP_MS.
    setTimeout(() => {
      site.ctx.log.warn({ ms: STOP_MS }, "stop took too long; exiting");
      process.exit(1);
    }, STOP_MS).unref();
    site.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }
}

async function startBuilt(config: Config, log: Logger): Promise<RunningSite> {
  // The database opens (a second or two for the embedded one, much of it off this thread) and the built site loads
  // while the rest of the server loads: a restart serves sooner. Failures are reported where they are awaited.
  const database = openSiteDatabase(config, log);
  database.catch(() => {});
  loadServerBuild().catch(() => {});
  const [{ startSite }, { productionWeb }] = await Promise.all([import("./start"), import("./http/web")]);
  return startSite(config, productionWeb, { log, database });
}

function printBanner(config: Config, site: RunningSite) {
  const signIn = `${site.url}/admin-login`;
  const { demoAdmin } = site;
  console.log(`\n  ${config.site.name} 사이트가 실행 중입니다: ${site.url}`);
  if (demoAdmin?.password)
    // Shown once, on the start that made it: later starts say where it is kept instead.
    console.log(
      `  관리자 로그인: ${signIn}  (아이디 ${demoAdmin.username} / 비밀번호 ${demoAdmin.password})\n` +
        `  비밀번호는 ${shownPath(demoAdmin.file)} 에 보관됩니다. 다음 실행부터는 화면에 표시하지 않습니다.\n`,
    );
  else if (demoAdmin)
    console.log(
      `  관리자 로그인: ${signIn}  (아이디 ${demoAdmin.username}, 비밀번호는 ${shownPath(demoAdmin.file)} 에 있습니다)\n`,
    );
  else if (config.admin)
    console.log(`  관리자 로그인: ${signIn}  (아이디 ${config.admin.username} / 비밀번호 ADMIN_PASSWORD 값)\n`);
  else console.log("  관리자 계정: ADMIN_USERNAME/ADMIN_PASSWORD 를 설정하거나 npm run admin:create 로 만드세요.\n");
  if (config.env === "production" && config.allowedHosts.length === 0)
    console.log(
      "  PUBLIC_URL 또는 ALLOWED_HOSTS 를 설정하세요. 그 전에는 이 컴퓨터의 주소(localhost, 127.0.0.1)로 온 요청에만 답합니다.\n",
    );
  if (site.demoSeeding) {
    console.log("  데모 데이터를 준비하고 있습니다. 사진이 준비된 차량부터 사이트에 나타납니다.\n");
    site.demoSeeding.done.then(
      (done) => {
        // Null when the site stopped first (the next start goes on from where this one was), or when the admin
        // deleted the demo data while it was being prepared.
        if (done)
          console.log(
            `\n  데모 데이터 준비가 끝났습니다: 차량 ${done.vehicles}대, 후기 ${done.reviews}건, 게시글 ${done.boardPosts}건 (${Math.round(done.ms / 1000)}초)\n`,
          );
      },
      (error: unknown) => {
        site.ctx.log.error({ err: error }, "demo seeding failed");
        console.log("\n  데모 데이터를 다 준비하지 못했습니다. 다음 실행 때 이어서 준비합니다.\n");
      },
    );
  }
}

/**
 * One line naming the business details still at a fresh install's stand-ins (1588-0000, 홍길동, a platform's front
 * page): the site shows them until they are set in the admin's 사이트 설정.
 */
function warnOfPlaceholders(site: RunningSite) {
  site
    .placeholderWarning()
    .then((warning) => {
      if (warning) console.log(`  ${warning}\n`);
    })
    .catch((error: Error) =>
      site.ctx.log.warn({ err: { message: error.message } }, "the site settings could not be checked"),
    );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
