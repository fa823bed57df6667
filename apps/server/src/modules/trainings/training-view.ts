import { type TrainingView, trainingStatus } from '@care/domain';
import { fileUrl } from '../files/files.api.ts';
import type { TrainingRecord } from './trainings.repo.ts';

/** A training record as the lists reply it, its status on the company's today. */
export const trainingView = (t: TrainingRecord, today: string): TrainingView => ({
  staffTrainingId: t.id,
  staffId: t.staffId,
  staff: { staffId: t.staffId, fullName: t.staffName },
  course: t.course,
  provider: t.provider,
  dateCompleted: t.dateCompleted,
  expiryDate: t.expiryDate,
  status: trainingStatus(t.expiryDate, today),
  certificateUrl: t.certificateFileId ? fileUrl(t.certificateFileId) : null,
  dateCreated: t.dateCreated.toISOString(),
});
