import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { LeadFields } from "#app/components/lead/LeadFields";
import { useLeadForm } from "#app/components/lead/use-lead-form";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { cn } from "#app/lib/cn";
import { countQuoteOpen } from "#app/lib/send-lead";
import { type QuotedVehicle, quoteLead } from "#domain/lead-form";
import { instalmentChoices } from "#domain/quote-lead";
import { QuoteConsentDetails } from "./QuoteConsent";

/**
 * 견적 문의: name, phone, one driver-age choice (checkboxes that exclude each other; unchecking clears), a
 * deposit instalment split when the plan allows one, and consent; sent as a lead for this vehicle with the
 * selected plan, the page and the visit's first touch.
 */
export function QuoteDialog({
  open,
  onClose,
  vehicle,
  plan,
  planText,
  retentionDays,
}: {
  open: boolean;
  onClose: () => void;
  /** The car asked about, with its price rows and the deposit splits it allows. */
  vehicle: QuotedVehicle;
  /** The index of the price row selected on the page, sent with the lead (none: -1). */
  plan: number;
  /** The selected plan, shown so the visitor knows what they ask about. */
  planText: string | null;
  retentionDays: number;
}) {
  const toast = useToast();
  // The choices drawn as buttons are the dialog's state; the typed fields stay in the form until it is sent.
  const [typed, setTyped] = useState({ name: false, contact: false });
  const [age, setAge] = useState("");
  const [instalment, setInstalment] = useState("");
  useEffect(() => {
    // Each opening counts for the funnel, without holding the dialog up.
    if (open) countQuoteOpen(window.location.pathname);
  }, [open]);
  const ratios = instalmentChoices(vehicle.priceInfo[plan], vehicle.depositInstallment);
  // A split chosen for another plan does not apply to this one.
  const split = ratios.find((r) => r === instalment) ?? "";

  const { pending, form, fields, agreed } = useLeadForm({
    lead: quoteLead(vehicle),
    // The page's plan and the age the dialog holds go with what was typed.
    read: (data) => {
      data.set("plan", String(plan));
      data.set("region", age);
    },
    onSent: () => {
      setTyped({ name: false, contact: false });
      setAge("");
      setInstalment("");
      onClose();
    },
    holdsConsent: true,
    onFailed: (said) => toast({ title: "오류", description: said, variant: "error" }),
  });
  const complete = typed.name && typed.contact && Boolean(age) && agreed;
  /** Whether name and number hold something: the button waits for them. */
  const onTyped = (event: React.FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name !== "name" && name !== "contact") return;
    const filled = value.trim() !== "";
    if (filled !== typed[name]) setTyped((t) => ({ ...t, [name]: filled }));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="견적 문의"
      description={
        <>
          <span className="font-semibold text-slate-700 dark:text-slate-200">{vehicle.name}</span>
          {planText && <span className="mt-0.5 block">{planText}</span>}
        </>
      }
    >
      <form
        {...form}
        onInput={onTyped}
        noValidate
        className="space-y-5 dark:[color-scheme:dark]"
        data-testid="quote-form"
      >
        <LeadFields
          look="dialog"
          {...fields}
          age={{ value: age, onChange: setAge }}
          consent={<QuoteConsentDetails retentionDays={retentionDays} />}
        >
          {ratios.length > 0 && (
            <fieldset data-testid="quote-instalment">
              <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">
                보증금 분납 <span className="font-normal text-slate-500 dark:text-slate-400">(선택)</span>
              </legend>
              <div className={cn("mt-2 grid gap-2", ratios.length > 1 ? "grid-cols-3" : "grid-cols-2")}>
                {["", ...ratios].map((ratio) => {
                  const checked = split === ratio;
                  return (
                    <label
                      key={ratio || "none"}
                      className={cn(
                        "relative flex cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-2.5 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40",
                        checked
                          ? "border-brand-500 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-100"
                          : "border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-600",
                      )}
                    >
                      <input
                        type="radio"
                        name="instalment"
                        value={ratio}
                        checked={checked}
                        onChange={() => setInstalment(ratio)}
                        className="absolute inset-0 size-full cursor-pointer opacity-0"
                      />
                      <span className="text-[15px] font-bold">{ratio || "일시 납부"}</span>{" "}
                      <span
                        className={cn(
                          "text-xs",
                          checked ? "text-brand-700 dark:text-brand-200" : "text-slate-500 dark:text-slate-400",
                        )}
                      >
                        {ratio ? "2회 분납" : "한 번에 납부"}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
        </LeadFields>

        <Button type="submit" size="lg" className="w-full" disabled={!complete || pending}>
          <Send className="size-4" aria-hidden />
          {pending ? "접수 중..." : "견적 문의하기"}
        </Button>
      </form>
    </Dialog>
  );
}
