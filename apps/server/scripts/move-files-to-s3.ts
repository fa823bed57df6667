// Copies DATA_DIR/files into the bucket named by FILES_S3_* (the same settings the server reads),
// before the servers are started with those settings. Run: `npm run files:to-s3 -w apps/server`.
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { moveFilesToS3 } from '../src/ports/files/move-to-s3.ts';
import { S3FileStore } from '../src/ports/files/s3-file-store.ts';

const config = loadConfig();
if (!config.filesS3) {
  process.stderr.write(
    'Set FILES_S3_BUCKET (and FILES_S3_ENDPOINT, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY) first.\n',
  );
  process.exit(1);
}
const root = join(config.dataDir, 'files');
const { copied, present } = await moveFilesToS3(root, new S3FileStore(config.filesS3), (line) =>
  process.stdout.write(`${line}\n`),
);
process.stdout.write(
  `${copied} file(s) copied from ${root} to bucket ${config.filesS3.bucket}, ${present} already there.\n`,
);
