/**
 * Creates an admin account (or resets its password): `npm run admin:create -- <username>`; the password is
 * read from ADMIN_PASSWORD or asked for on the terminal, never taken from the command line.
 */

import path from "node:path";
import { createInterface } from "node:readline/promises";
import { MIN_PASSWORD_LENGTH } from "#domain/password";
import { ensureAdmin } from "#server/auth/accounts";
import { newPasswordProblem } from "#server/auth/common-passwords";
import { loadConfig } from "#server/config";
import { createContext } from "#server/context";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/log";
import { openMediaStorage } from "#server/media/open-storage";

const username = process.argv[2] ?? process.env.ADMIN_USERNAME;
if (!username || username.length < 3) {
  console.error("사용법: npm run admin:create -- <아이디(3자 이상)>");
  process.exit(1);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question(`비밀번호(${MIN_PASSWORD_LENGTH}자 이상, 흔한 비밀번호 제외): `);
  rl.close();
}
const problem = newPasswordProblem(password);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pgdata"),
});
await database.migrate();
const ctx = createContext({
  config,
  database,
  storage: openMediaStorage(config),
  log: createLogger(config),
});
await ensureAdmin(ctx, username, password);
await database.close();
console.log(`관리자 계정 '${username}' 이(가) 준비되었습니다.`);
