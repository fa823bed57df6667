import {
  emergencyContactRules,
  personalInformationRules,
  profileEdit,
  signInClientPersonalRules,
} from '@care/domain';
import type { ClientProfile } from '../../../shelf/person-types.ts';
import type { EditValues } from '../edit-form.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import {
  CLIENT_AGREEMENT_FIELDS,
  CLIENT_OTHER_FIELDS,
  CLIENT_PERSONAL_FIELDS,
  CLIENT_REMOTENESS_FIELD,
  clientOfficePersonalFields,
  EMERGENCY_FIELDS,
} from '../section-fields.ts';

const AGREEMENT_DATES = CLIENT_AGREEMENT_FIELDS.filter((f) => f.type === 'date');
const OFFICE_OTHER_FIELDS = [...CLIENT_OTHER_FIELDS, CLIENT_REMOTENESS_FIELD];
/** The NDIS's own fields: a Support at Home client's record leaves them out (their funding has its own section). */
const NDIS_ONLY = new Set(['ndisNo', 'ndisPlan', 'financialArrangement', 'ndisPlanNote', 'remoteness']);

export interface ClientSectionsProps {
  client: ClientProfile;
  canEdit: boolean;
  /** Admins and holders of 'Edit Client' see (and edit) the plan and agreement dates. */
  seesAgreement: boolean;
  /** The client's own profile: the agreement dates sit with the emergency contact, read-only (spec 3 §2.7). */
  own?: boolean;
  save: (changes: EditValues) => Promise<unknown>;
  /** Lay the Others card out across the page. */
  wideOthers?: boolean;
}

/** Personal Information, Emergency Contact and Others, each with its edit dialog, for the page to lay out. */
export function clientSections({
  client,
  canEdit,
  seesAgreement,
  own = false,
  save,
  wideOthers = false,
}: ClientSectionsProps) {
  const planFields = seesAgreement && !own;
  const ofProgram = <F extends { name: string }>(fields: F[]) =>
    client.fundingProgram === 'SUPPORT_AT_HOME' ? fields.filter((f) => !NDIS_ONLY.has(f.name)) : fields;
  // The office corrects names and e-mail (issue 40 item 8); the client's own dialog shows them only.
  const personalFields = own ? CLIENT_PERSONAL_FIELDS : clientOfficePersonalFields(client.userId !== null);
  return {
    personal: (
      <ProfileSection
        title="Personal Information"
        fields={planFields ? [...personalFields, ...ofProgram(CLIENT_AGREEMENT_FIELDS)] : personalFields}
        cardFields={planFields ? [...CLIENT_PERSONAL_FIELDS, ...AGREEMENT_DATES] : CLIENT_PERSONAL_FIELDS}
        record={client}
        schema={profileEdit}
        rules={!own && client.userId !== null ? signInClientPersonalRules : personalInformationRules}
        canEdit={canEdit}
        onSave={save}
      />
    ),
    emergency: (
      <ProfileSection
        title="Emergency Contact"
        fields={EMERGENCY_FIELDS}
        cardFields={own ? [...EMERGENCY_FIELDS, ...AGREEMENT_DATES] : EMERGENCY_FIELDS}
        record={client}
        schema={profileEdit}
        rules={emergencyContactRules}
        canEdit={canEdit}
        onSave={save}
      />
    ),
    others: (
      <ProfileSection
        title="Others"
        fields={ofProgram(own ? CLIENT_OTHER_FIELDS : OFFICE_OTHER_FIELDS)}
        wide={wideOthers}
        record={client}
        schema={profileEdit}
        canEdit={canEdit}
        onSave={save}
      />
    ),
  };
}
