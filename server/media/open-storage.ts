import type { Config } from "#server/config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { MediaStorage } from "./storage";

/** The media store the settings name: the S3_* bucket when set, else DATA_DIR/media. */
export function openMediaStorage(config: Pick<Config, "s3" | "mediaDir">): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}
