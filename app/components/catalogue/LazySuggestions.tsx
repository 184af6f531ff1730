import { type ComponentType, type RefObject, useEffect, useState } from "react";

type Suggestions = typeof import("./SearchSuggestions").SearchSuggestions;
const load = () => import("./SearchSuggestions").then((m) => m.SearchSuggestions);

/**
 * The search box's suggestions, whose code arrives when the box is first focused (or is focused already): pages
 * carry none of it in their first load.
 */
export function LazySuggestions({
  inputRef,
  searchHref,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  searchHref: (query: string) => string | null;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<Suggestions>[0]> | null>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    const start = () => {
      load().then((component) => {
        setInput(box);
        setLoaded(() => component);
      });
    };
    if (document.activeElement === box) start();
    box.addEventListener("focus", start, { once: true });
    return () => box.removeEventListener("focus", start);
  }, [inputRef]);
  return Loaded && input ? <Loaded input={input} searchHref={searchHref} /> : null;
}
