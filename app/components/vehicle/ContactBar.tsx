import { MessageSquareText, Phone } from "lucide-react";
import { buttonClass } from "#app/components/ui/button";
import { telHref } from "#app/lib/site";
import { QUOTE_FORM_ID } from "#domain/lead-form";

/**
 * The bar that stays at the bottom of the screen while the vehicle is in view: the selected plan (from
 * tablets up), 전화 상담 and 견적 문의. 견적 문의 is a link to the page's own quote form, so a tap works before
 * the scripts have run (visitors from ads and chats tap at once); once they run it opens the dialog instead.
 */
export function ContactBar({
  phone,
  plan,
  onQuote,
  onQuoteIntent,
  quoteTarget = QUOTE_FORM_ID,
}: {
  phone: string;
  plan: { monthly: string; terms: string } | null;
  /** A plain tap, once the page runs: opens the dialog. Without it the button stays a link to the page's form. */
  onQuote?: () => void;
  /** A mouse or the keyboard reached the quote button: a moment to fetch the form before the click. */
  onQuoteIntent?: () => void;
  /**
   * The id of the form on the page the button leads to: the on-page quote form, so the button works before the page's
   * scripts run, or on a sold or deleted car's page its lead form.
   */
  quoteTarget?: string;
}) {
  return (
    <div
      data-sticky-actions
      className="sticky bottom-0 z-30 mt-10 border-t border-slate-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.18)] backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        {plan && (
          <div className="hidden min-w-0 flex-1 sm:block" data-testid="selected-plan">
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{plan.terms}</p>
            <p className="text-lg font-extrabold text-slate-900 dark:text-white">{plan.monthly}</p>
          </div>
        )}
        <a href={telHref(phone)} className={buttonClass("outline", "lg", "flex-1 sm:flex-none sm:min-w-40")}>
          <Phone className="size-4.5" aria-hidden />
          전화 상담
        </a>
        <a
          href={`#${quoteTarget}`}
          onClick={(event) => {
            // A modified click (new tab or window) keeps the link's own behaviour.
            if (!onQuote || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            onQuote();
          }}
          // Only a mouse resting on it or a keyboard reaching it gives time to fetch the form ahead. A finger's
          // pointerenter and focus come with the tap itself: the form's code would then run before the tap is
          // answered, where the tap should first paint the loading notice.
          onPointerEnter={(event) => event.pointerType === "mouse" && onQuoteIntent?.()}
          onFocus={(event) => event.currentTarget.matches(":focus-visible") && onQuoteIntent?.()}
          aria-haspopup={onQuote ? "dialog" : undefined}
          className={buttonClass("primary", "lg", "flex-[1.4] sm:flex-none sm:min-w-48")}
        >
          <MessageSquareText className="size-4.5" aria-hidden />
          견적 문의
        </a>
      </div>
    </div>
  );
}
