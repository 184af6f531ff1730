import { useCallback, useRef, useState } from "react";
import { useToast } from "#app/components/ui/toast";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { compressImage, isImageFile, uploadImage } from "./upload-images";

export type ImagesUpdate = string[] | ((previous: string[]) => string[]);

export interface QueueItem {
  id: number;
  name: string;
  stage: "waiting" | "compressing" | "uploading" | "done" | "failed";
  /** 0..1: compression is the first half, the upload the second. */
  progress: number;
}

export interface UploadQueue {
  /** The files of the current batch, in the order they were picked. */
  queue: QueueItem[];
  /** Files picked or dropped: non-images are skipped, the rest queued up to the photo limit. */
  addFiles: (list: FileList | File[] | null) => void;
  /** Queues the failed files again. */
  retry: () => void;
  /** Clears the finished list (only offered once nothing is running). */
  dismiss: () => void;
  /** True while a file waits, is compressed or is uploaded. */
  uploading: boolean;
  done: number;
  /** Files of the batch that have not failed. */
  active: number;
  /** 0..1 over the files that have not failed. */
  overall: number;
}

/**
 * The photo upload queue: each picked file compressed in the browser and uploaded one at a time through the
 * media service, with per-file progress, the stored URLs appended to the list (a photo already there is not
 * added twice), failures kept with their file so they can be tried again.
 */
export function useUploadQueue({
  images,
  onChange,
  onBusyChange,
  max,
}: {
  images: string[];
  onChange: (update: ImagesUpdate) => void;
  onBusyChange?: (busy: boolean) => void;
  max: number;
}): UploadQueue {
  const toast = useToast();
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const imagesRef = useRef(images);
  imagesRef.current = images;
  const pending = useRef<{ id: number; file: File }[]>([]);
  /** The file of every queued item, kept until it is uploaded or dismissed (a failed one may be retried). */
  const files = useRef(new Map<number, File>());
  const running = useRef(false);
  const nextId = useRef(1);

  const patch = useCallback((id: number, change: Partial<QueueItem>) => {
    setQueue((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    onBusyChange?.(true);
    let failures = 0;
    while (pending.current.length > 0) {
      const { id, file } = pending.current.shift()!;
      try {
        patch(id, { stage: "compressing", progress: 0 });
        const small = await compressImage(file, (p) => patch(id, { progress: p * 0.5 }));
        patch(id, { stage: "uploading", progress: 0.5 });
        const url = await uploadImage(small, (p) => patch(id, { progress: 0.5 + p * 0.5 }));
        if (imagesRef.current.includes(url))
          toast({ title: "이미 등록된 이미지입니다", description: file.name, variant: "info" });
        onChange((previous) => (previous.includes(url) ? previous : [...previous, url]));
        files.current.delete(id);
        patch(id, { stage: "done", progress: 1 });
      } catch (e) {
        failures += 1;
        patch(id, { stage: "failed" });
        toast({
          title: "사진 업로드 중 오류가 발생했습니다.",
          description: (e as Error).message || VEHICLE_MESSAGES.imageProcessing,
          variant: "error",
        });
      }
    }
    running.current = false;
    onBusyChange?.(false);
    // Finished files leave the list; failed ones stay until retried or dismissed.
    if (failures === 0) setQueue([]);
    else setQueue((all) => all.filter((item) => item.stage === "failed"));
  }, [onBusyChange, onChange, patch, toast]);

  /** Room left under the limit, counting the files already waiting and the one being uploaded. */
  const room = () => max - imagesRef.current.length - pending.current.length - (running.current ? 1 : 0);

  const forgetFailed = (all: QueueItem[]) => {
    for (const item of all) if (item.stage === "failed") files.current.delete(item.id);
    return all.filter((item) => item.stage !== "failed");
  };

  const addFiles = (list: FileList | File[] | null) => {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return;
    const accepted = picked.filter(isImageFile);
    if (accepted.length < picked.length) {
      toast({
        title: "이미지 파일만 올릴 수 있습니다",
        description: "이미지가 아닌 파일은 건너뛰었습니다.",
        variant: "error",
      });
    }
    const batch = accepted.slice(0, Math.max(0, room()));
    if (batch.length < accepted.length)
      toast({ title: "이미지 수 초과", description: VEHICLE_MESSAGES.tooManyImages, variant: "error" });
    if (batch.length === 0) return;
    const items = batch.map((file) => ({ id: nextId.current++, file }));
    for (const { id, file } of items) files.current.set(id, file);
    pending.current.push(...items);
    setQueue((all) => [
      ...forgetFailed(all),
      ...items.map(({ id, file }) => ({ id, name: file.name, stage: "waiting" as const, progress: 0 })),
    ]);
    void drain();
  };

  const retry = () => {
    const failed = queue.filter((item) => item.stage === "failed" && files.current.has(item.id));
    const again = failed.slice(0, Math.max(0, room()));
    if (again.length < failed.length)
      toast({ title: "이미지 수 초과", description: VEHICLE_MESSAGES.tooManyImages, variant: "error" });
    if (again.length === 0) return;
    pending.current.push(...again.map(({ id }) => ({ id, file: files.current.get(id)! })));
    const ids = new Set(again.map(({ id }) => id));
    setQueue((all) =>
      all.map((item) => (ids.has(item.id) ? { ...item, stage: "waiting" as const, progress: 0 } : item)),
    );
    void drain();
  };

  const dismiss = () => {
    files.current.clear();
    setQueue([]);
  };

  const active = queue.filter((item) => item.stage !== "failed");
  return {
    queue,
    addFiles,
    retry,
    dismiss,
    uploading: queue.some(
      (item) => item.stage === "waiting" || item.stage === "compressing" || item.stage === "uploading",
    ),
    done: queue.filter((item) => item.stage === "done").length,
    active: active.length,
    overall: active.length ? active.reduce((sum, item) => sum + item.progress, 0) / active.length : 0,
  };
}
