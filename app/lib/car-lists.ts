import { useSyncExternalStore } from "react";
import {
  CAR_LIST_LIMITS,
  CAR_LIST_MESSAGES,
  type CarListName,
  parseSlugList,
  withFirst,
  without,
} from "#domain/car-lists";

/**
 * The visitor's 비교, 찜 and 최근 본 차량 lists, kept in this browser's localStorage (no account). Every control
 * reads them through `useCarList`, so a toggle anywhere updates every other one on the page, and another tab's
 * change arrives by the `storage` event. When storage cannot be used (private modes, blocked, full) the lists live
 * in memory for this page and the visitor is told once. The server never sees them: /compare and /saved read the
 * slugs from their address.
 */

const KEYS: Record<CarListName, string> = {
  compare: "rentpick.compare",
  saved: "rentpick.saved",
  recent: "rentpick.recent",
};
const NAMES = Object.keys(KEYS) as CarListName[];
const EMPTY: readonly string[] = Object.freeze([]);

export interface CarListNotice {
  id: number;
  text: string;
}

const current: Partial<Record<CarListName, readonly string[]>> = {};
/** Lists that could not be written: their value lives here until the page closes. */
const inMemory = new Set<CarListName>();
const listeners = new Set<() => void>();
let notice: CarListNotice | null = null;
let noticeCount = 0;
let storageWarned = false;
let listening = false;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(name: CarListName): readonly string[] {
  try {
    const raw = storage()?.getItem(KEYS[name]) ?? null;
    return Object.freeze(parseSlugList(raw, CAR_LIST_LIMITS[name]));
  } catch {
    return EMPTY;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function tell(text: string) {
  noticeCount += 1;
  notice = { id: noticeCount, text };
}

function write(name: CarListName, next: readonly string[]) {
  current[name] = Object.freeze([...next]);
  if (!inMemory.has(name)) {
    const store = storage();
    try {
      if (!store) throw new Error("no storage");
      if (next.length) store.setItem(KEYS[name], next.join(","));
      else store.removeItem(KEYS[name]);
    } catch (error) {
      inMemory.add(name);
      const full = error instanceof DOMException && /quota/i.test(error.name);
      if (!storageWarned) tell(full ? CAR_LIST_MESSAGES.storageFull : CAR_LIST_MESSAGES.storageUnavailable);
      storageWarned = true;
    }
  }
  emit();
}

function onStorage(event: StorageEvent) {
  const changed = event.key === null ? NAMES : NAMES.filter((name) => KEYS[name] === event.key);
  if (changed.length === 0) return;
  for (const name of changed) if (!inMemory.has(name)) delete current[name];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!listening && typeof window !== "undefined") {
    window.addEventListener("storage", onStorage);
    listening = true;
  }
  return () => {
    listeners.delete(listener);
  };
}

/** The list as kept now (the same array until it changes). */
export function getCarList(name: CarListName): readonly string[] {
  const list = current[name] ?? read(name);
  current[name] = list;
  return list;
}

/**
 * Adds the car, or removes it when it is there; true when it is in the list afterwards. A full 비교 or 찜 list is
 * left as it is and the visitor told why.
 */
export function toggleCar(name: CarListName, slug: string): boolean {
  const list = getCarList(name);
  if (list.includes(slug)) {
    write(name, without(list, slug));
    return false;
  }
  if (name !== "recent" && list.length >= CAR_LIST_LIMITS[name]) {
    tell(name === "compare" ? CAR_LIST_MESSAGES.compareFull : CAR_LIST_MESSAGES.savedFull);
    emit();
    return false;
  }
  // 비교 keeps the order chosen (left to right); 찜 shows the newest first.
  write(name, name === "compare" ? [...list, slug] : withFirst(list, slug, CAR_LIST_LIMITS[name]));
  return true;
}

export function removeCar(name: CarListName, slug: string) {
  const list = getCarList(name);
  if (list.includes(slug)) write(name, without(list, slug));
}

export function clearCarList(name: CarListName) {
  if (getCarList(name).length) write(name, []);
}

/** A vehicle page seen: first of 최근 본 차량, the oldest beyond RECENT_MAX dropped. */
export function recordRecent(slug: string) {
  const list = getCarList("recent");
  if (list[0] !== slug) write("recent", withFirst(list, slug, CAR_LIST_LIMITS.recent));
}

export function dismissCarListNotice() {
  if (!notice) return;
  notice = null;
  emit();
}

/** The list, kept in sync with every toggle and other tabs; empty in the server's HTML and before hydration. */
export function useCarList(name: CarListName): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => getCarList(name),
    () => EMPTY,
  );
}

/** The last thing the lists have to tell the visitor (a full list, storage that cannot be used), or null. */
export function useCarListNotice(): CarListNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}
