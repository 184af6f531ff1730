/** `npm run db:restore -- <backup folder>`: replaces the embedded database and media with a backup (stop the site first). */
import path from "node:path";
import { restoreEmbedded } from "#server/backup/embedded-backup";
import { loadConfig } from "#server/config";

const source = process.argv[2];
if (!source) {
  console.error("사용법: npm run db:restore -- <백업 폴더>");
  process.exit(1);
}
try {
  await restoreEmbedded(loadConfig(), path.resolve(source));
  console.log(`복원했습니다: ${path.resolve(source)}`);
} catch (error) {
  console.error(`복원 실패: ${(error as Error).message}`);
  process.exit(1);
}
