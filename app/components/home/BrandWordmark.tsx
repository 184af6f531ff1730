import { cn } from "#app/lib/cn";

/** Brand names drawn as type (no logo files): each with its own weight and spacing so the grid reads like logos. */
const STYLES: Record<string, string> = {
  "Mercedes-Benz": "font-serif text-[13px] font-semibold tracking-wide",
  BMW: "text-base font-black tracking-[0.2em]",
  AUDI: "text-base font-extrabold tracking-[0.3em]",
  VOLVO: "font-serif text-[15px] font-bold tracking-[0.25em]",
  TESLA: "text-[15px] font-light tracking-[0.45em]",
  LEXUS: "text-[15px] font-medium tracking-[0.35em]",
  HYUNDAI: "text-[14px] font-bold italic tracking-wider",
  KIA: "text-lg font-black tracking-[0.15em]",
  GENESIS: "font-serif text-[14px] font-semibold tracking-[0.3em]",
  KGM: "text-lg font-black tracking-tight",
  RENAULT: "text-[14px] font-extrabold tracking-[0.15em]",
  CHEVROLET: "text-[12px] font-extrabold tracking-wider",
};

export function BrandWordmark({ brand }: { brand: string }) {
  return <span className={cn("whitespace-nowrap text-white", STYLES[brand] ?? "text-sm font-bold")}>{brand}</span>;
}
