import { randomInt } from "node:crypto";
import { newPasswordProblem } from "#server/auth/common-passwords";

/** Letters and digits a person reads out or types without mistaking one for another (no 0/O, 1/l/I). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = 12;

/** A random one-time password, shown once to the 대표 관리자 and changed by its holder at first sign-in. */
export function oneTimePassword(): string {
  for (;;) {
    let password = "";
    for (let i = 0; i < LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
    if (!newPasswordProblem(password)) return password;
  }
}
