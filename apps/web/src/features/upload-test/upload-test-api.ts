import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

export interface UploadTestReply extends StatusReply {
  fileId: string;
  url: string;
  kind: string;
  size: number;
  fileName: string;
}

/** POST /Files/upload_test: the file is checked by its bytes and stored through the files port. */
export function uploadTestFile(file: File): Promise<UploadTestReply> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadTestReply>('/Files/upload_test', form);
}
