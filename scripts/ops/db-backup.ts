/** `npm run db:backup [-- <folder>]`: backs up the embedded database and media (stop the site first). */
import path from "node:path";
import { backupEmbedded } from "#server/backup/embedded-backup";
import { loadConfig } from "#server/config";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+/, "").replace("T", "-");
const target = path.resolve(process.argv[2] ?? path.join("backups", `rentcar-${stamp}`));
try {
  await backupEmbedded(config, target);
  console.log(`백업을 만들었습니다: ${target}`);
} catch (error) {
  console.error(`백업 실패: ${(error as Error).message}`);
  process.exit(1);
}
