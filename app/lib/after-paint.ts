/**
 * Resolves once the browser has painted the current frame. Work that waits for it (loading a form's checks, say)
 * is not part of the tap or key press that started it: the visitor sees the answer to their input first. A tab
 * that does not paint (hidden) goes on after a tenth of a second.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
