import { useState } from "react";
import { useRevalidator } from "react-router";
import { type ToastInput, useToast } from "#app/components/ui/toast";

/**
 * Ask → confirm → call the API → toast → reload the page's data. Holds the item being confirmed; the
 * confirm button stays disabled while the call runs, so one click is one request.
 */
export function useConfirmedAction<T>(options: {
  run: (target: T) => Promise<unknown>;
  success: (target: T) => ToastInput;
  failure: (target: T, error: Error) => ToastInput;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();
  const toast = useToast();
  const confirm = async () => {
    if (target === null || pending) return;
    setPending(true);
    try {
      await options.run(target);
      toast({ variant: "success", ...options.success(target) });
      setTarget(null);
      revalidator.revalidate();
    } catch (error) {
      toast({ ...options.failure(target, error as Error), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return { target, ask: (item: T) => setTarget(item), cancel: () => setTarget(null), confirm, pending };
}
