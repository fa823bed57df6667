import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { type FileStore, LocalFileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** Object storage when FILES_S3_BUCKET is set (several replicas), else DATA_DIR/files on this disk. */
export function fileStoreFromConfig(config: Pick<Config, 'dataDir' | 'filesS3'>): FileStore {
  return config.filesS3 ? new S3FileStore(config.filesS3) : new LocalFileStore(join(config.dataDir, 'files'));
}
