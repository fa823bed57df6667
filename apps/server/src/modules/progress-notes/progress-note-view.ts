import type { ProgressNoteView } from '@care/domain';
import { fullName } from '@care/domain';
import { fileUrl } from '../files/files.api.ts';
import type { NoteRow } from './progress-notes.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const written = (text: string | null | undefined) => (text ?? '').trim() !== '';

/** A note is completed once its report and its progress are both written. */
export const noteCompleted = (n: { report?: string | null; progress?: string | null }) =>
  written(n.report) && written(n.progress);

/** Where the worker clocked in, as "lat, lng" to 5 decimals (about a metre), or null. */
export function positionText(lat: number | null, lng: number | null): string | null {
  return lat === null || lng === null ? null : `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** The note as every read replies it (spec 3 §3 ProgressNote, with its attendance's kilometres and position). */
export function noteView(r: NoteRow): ProgressNoteView {
  const n = r.note;
  return {
    progressNoteId: n.id,
    shiftRosterId: n.shiftRosterId,
    attendanceId: n.attendanceId,
    date: n.date.toISOString(),
    staffId: n.staffId,
    staff: { staffId: n.staffId, fullName: fullName(r.staffFirstName, r.staffMiddleName, r.staffSurName) },
    companyID: n.companyId,
    profileId: n.profileId,
    profile: {
      profileId: n.profileId,
      firstName: r.profileFirstName,
      surName: r.profileSurName,
      fullName: fullName(r.profileFirstName, r.profileMiddleName, r.profileSurName),
      email: r.profileEmail,
      phoneNumber: r.profilePhone,
      gender: r.profileGender,
    },
    report: n.report,
    progress: n.progress,
    followUp: n.followUp,
    startKm: r.startKm,
    endKm: r.endKm,
    position: positionText(r.inLatitude, r.inLongitude),
    isCompleted: noteCompleted(n),
    imageURL: n.imageFileId ? fileUrl(n.imageFileId) : null,
    shiftRoster:
      n.shiftRosterId && r.shiftDateFrom && r.shiftDateTo
        ? {
            shiftRosterId: n.shiftRosterId,
            dateFrom: r.shiftDateFrom.toISOString(),
            dateTo: r.shiftDateTo.toISOString(),
            activities: r.shiftActivities ?? '',
          }
        : null,
    dateCreated: n.dateCreated.toISOString(),
    dateModified: iso(n.dateModified),
    userCreated: n.userCreated,
    userModified: n.userModified,
  };
}
