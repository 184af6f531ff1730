/**
 * Sharing a page as Koreans share: the phone's share sheet (KakaoTalk, 메시지, …) through the Web Share API where
 * the browser has it, else the link copied to the clipboard.
 */

export type ShareOutcome = "shared" | "copied" | "cancelled";

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (plain-HTTP pages). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/** Opens the share sheet with the page, or copies its link; a share sheet closed by the visitor is no failure. */
export async function shareLink(data: { url: string; title: string; text?: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if ((error as DOMException | undefined)?.name === "AbortError") return "cancelled";
      // Refused (no user gesture left, a policy): the link is copied instead.
    }
  }
  await copyText(data.url);
  return "copied";
}
