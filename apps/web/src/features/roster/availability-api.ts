import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** A staff availability row (spec 3 §3 StaffAvailability, 'staffAvailibilityId' spelt so). */
export interface StaffAvailabilityView {
  staffAvailibilityId: string;
  staffId: string;
  companyID: string;
  days: string;
  fromTimeOfDay: string;
  toTimeOfDay: string;
  dateCreated: string;
  dateModified: string | null;
  staff: { staffId: string; fullName: string } | null;
}

export interface AvailabilitySlotValues {
  days: string;
  fromTimeOfDay: string;
  toTimeOfDay: string;
}

export const availabilityKey = (staffId: string) => ['availability', staffId] as const;

export function fetchAvailabilities(staffId: string, signal?: AbortSignal) {
  return api.get<StaffAvailabilityView[]>('/StaffAvailibilities/get_staff_availabilities', {
    query: { staffId },
    signal,
  });
}

export function addAvailability(staffId: string, slot: AvailabilitySlotValues) {
  return api.post<StatusReply>(
    '/StaffAvailibilities/add_staff_availability',
    { staffId, ...slot },
    { toastFailure: false },
  );
}

export function editAvailability(id: string, staffId: string, slot: AvailabilitySlotValues) {
  return api.post<StatusReply>(
    `/StaffAvailibilities/edit/${encodeURIComponent(id)}`,
    { staffId, ...slot },
    { toastFailure: false },
  );
}

export function deleteAvailability(id: string) {
  return api.post<StatusReply>(`/StaffAvailibilities/delete/${encodeURIComponent(id)}`);
}

/** The weekly editor's save (ours): the week's slots replace the staff member's, in one transaction. */
export function saveWeek(staffId: string, slots: readonly AvailabilitySlotValues[]) {
  return api.post<StatusReply>('/StaffAvailibilities/save_week', { staffId, slots }, { toastFailure: false });
}
