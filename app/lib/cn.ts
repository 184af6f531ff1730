import { clsx } from "clsx/lite";

/** What a class part may be: classes, or a falsy value left out (`active && "bg-brand-600"`). */
export type ClassPart = string | false | 0 | null | undefined;

/**
 * A class attribute from fixed and conditional parts, `cn("px-4 font-bold", active && "bg-brand-600", tone)`:
 * falsy parts are left out and the rest joined by one space. Strings only (clsx's lite build, the smallest), and
 * conflicting Tailwind classes are not merged (tailwind-merge would add kilobytes to every customer page): a part
 * that must override another wins by the stylesheet's order, as without it.
 */
export const cn: (...parts: ClassPart[]) => string = clsx;
