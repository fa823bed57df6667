import {
  administratorEdit,
  bankInformationRules,
  EMPLOYER_OWNED_FIELDS,
  emergencyContactRules,
  personalInformationRules,
  staffEdit,
} from '@care/domain';
import type { AdministratorProfile, StaffProfile } from '../../shelf/person-types.ts';
import type { EditValues } from './edit-form.ts';
import { ProfileSection } from './ProfileSection.tsx';
import {
  ADMIN_EMPLOYMENT_FIELDS,
  BANK_FIELDS,
  EMERGENCY_FIELDS,
  PERSONAL_FIELDS,
  SOCIAL_FIELDS,
  STAFF_EMPLOYMENT_FIELDS,
  STAFF_OTHER_FIELDS,
} from './section-fields.ts';

export interface WorkerSectionsProps {
  kind: 'staff' | 'administrator';
  record: StaffProfile | AdministratorProfile;
  canEdit: boolean;
  /** Pay and employment terms are set by the office: a person editing their own profile sees them read-only. */
  canEditEmployment: boolean;
  save: (changes: EditValues) => Promise<unknown>;
  /** Lay Other Information out across the page. */
  wideOther?: boolean;
}

/**
 * The cards of a staff or administrator profile, each with its edit dialog (spec 1 §2.4, spec 2
 * "Staff profile page"), for the page to lay out.
 */
export function workerSections({
  kind,
  record,
  canEdit,
  canEditEmployment,
  save,
  wideOther = false,
}: WorkerSectionsProps) {
  const schema = kind === 'staff' ? staffEdit : administratorEdit;
  const common = { record, schema, canEdit, onSave: save };
  // The tax file number is the office's to set: a person's own bank dialog leaves it out.
  const bankFields = canEditEmployment
    ? BANK_FIELDS
    : BANK_FIELDS.filter((f) => !EMPLOYER_OWNED_FIELDS[kind].includes(f.name));
  return {
    personal: (
      <ProfileSection
        {...common}
        title="Personal Information"
        fields={PERSONAL_FIELDS}
        rules={personalInformationRules}
      />
    ),
    employment: (
      <ProfileSection
        {...common}
        canEdit={canEditEmployment}
        title="Employment Details"
        fields={kind === 'staff' ? STAFF_EMPLOYMENT_FIELDS : ADMIN_EMPLOYMENT_FIELDS}
        note={
          canEdit && !canEditEmployment
            ? 'Your office sets these. Ask them if something is wrong.'
            : undefined
        }
      />
    ),
    emergency: (
      <ProfileSection
        {...common}
        title="Emergency Contact"
        fields={EMERGENCY_FIELDS}
        rules={emergencyContactRules}
      />
    ),
    bank: (
      <ProfileSection
        {...common}
        title="Bank Information"
        fields={bankFields}
        cardFields={BANK_FIELDS}
        rules={bankInformationRules}
      />
    ),
    other: (
      <ProfileSection
        {...common}
        title="Other Information"
        wide={wideOther}
        fields={kind === 'staff' ? STAFF_OTHER_FIELDS : SOCIAL_FIELDS}
      />
    ),
  };
}
