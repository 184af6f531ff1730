import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { readDraft, removeDraft, writeDraft } from "./draft-storage";

type Storable = Parameters<typeof readDraft>[1];

export interface VehicleDraftState<T> {
  draft: T;
  update: (change: (draft: T) => T) => void;
  /** The draft differs from what was loaded or last saved. */
  dirty: boolean;
  /** The draft came back from storage (a reload or a later visit) and has not been saved or discarded. */
  restored: boolean;
  /** The draft as saved: it becomes the clean state and the stored copy goes. */
  commit: (saved: T) => void;
  /** Back to the template, the stored copy gone. */
  discard: () => void;
}

/**
 * A listing's draft with its clean snapshot. With a `storageKey`, the draft survives reloads: read once
 * (laid over the template), then written on every change and removed once clean, saved or discarded.
 */
export function useVehicleDraft<T extends Storable>({
  initial,
  template,
  storageKey,
}: {
  initial: T;
  /** What 초안 삭제 returns to, and the base a stored draft is read over. */
  template: () => T;
  /** Where the draft is kept between visits; null keeps it only in the page. */
  storageKey: string | null;
}): VehicleDraftState<T> {
  const [draft, setDraft] = useState<T>(initial);
  const [snapshot, setSnapshot] = useState(() => JSON.stringify(initial));
  const [restored, setRestored] = useState(false);
  const [ready, setReady] = useState(storageKey === null);
  const dirty = useMemo(() => JSON.stringify(draft) !== snapshot, [draft, snapshot]);
  const templateRef = useRef(template);
  templateRef.current = template;
  const keyRef = useRef(storageKey);
  keyRef.current = storageKey;

  const update = useCallback((change: (d: T) => T) => setDraft(change), []);

  // Read once per key, after hydration (the server never sees the browser's storage).
  useEffect(() => {
    if (!storageKey) return;
    const stored = readDraft(storageKey, templateRef.current());
    if (stored) {
      setDraft(stored);
      setRestored(true);
    }
    setReady(true);
  }, [storageKey]);
  useEffect(() => {
    if (!ready || !storageKey) return;
    if (dirty) writeDraft(storageKey, draft);
    else removeDraft(storageKey);
  }, [ready, storageKey, dirty, draft]);

  const commit = useCallback((saved: T) => {
    setDraft(saved);
    setSnapshot(JSON.stringify(saved));
    setRestored(false);
    if (keyRef.current) removeDraft(keyRef.current);
  }, []);

  const discard = useCallback(() => {
    if (keyRef.current) removeDraft(keyRef.current);
    const fresh = templateRef.current();
    setDraft(fresh);
    setSnapshot(JSON.stringify(fresh));
    setRestored(false);
  }, []);

  return { draft, update, dirty, restored, commit, discard };
}

/**
 * Asks before unsaved changes are lost: in-app links through the router's blocker (when the path changes),
 * closing or reloading the tab through the browser's own warning. Set `leaving` once the form itself moves
 * on (after a save or an answered question).
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return { blocker, leaving };
}
