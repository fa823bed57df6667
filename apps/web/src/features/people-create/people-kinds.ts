import type { Action } from '@care/domain';

export type PersonKind = 'administrator' | 'staff' | 'client';

/** Per kind of person: the API area, the list page, and the words the pages use. */
export interface PersonKindInfo {
  kind: PersonKind;
  /** 'administrator', 'staff member', 'client' */
  singular: string;
  /** 'administrators', 'staff', 'clients' */
  plural: string;
  /** The API area: '/Administrators', '/Staffs', '/Profiles'. */
  apiBase: string;
  /** The list the creation pages return to (spec 2 §2). */
  listPath: string;
  listLabel: string;
  excelPath: string;
  permission: Extract<Action, 'administrator.add' | 'staff.add' | 'client.add'>;
  /** Columns of the upload template, as its heading row names them. */
  columns: readonly string[];
  /** The spreadsheet import's path under apiBase (spec 2 §7). */
  uploadPath: string;
  /** Whether each new person is sent an invitation to set a password. */
  invited: boolean;
}

const PERSON_COLUMNS = ['FirstName', 'MiddleName', 'SurName', 'Email', 'PhoneNumber', 'Address'] as const;

export const PERSON_KINDS: Record<PersonKind, PersonKindInfo> = {
  administrator: {
    kind: 'administrator',
    singular: 'administrator',
    plural: 'administrators',
    apiBase: '/Administrators',
    uploadPath: 'upload_admin_records',
    listPath: '/app/user/administrators',
    listLabel: 'Administrators',
    excelPath: '/app/forms/upload-admin-via-excel',
    permission: 'administrator.add',
    columns: PERSON_COLUMNS,
    invited: true,
  },
  staff: {
    kind: 'staff',
    singular: 'staff member',
    plural: 'staff',
    apiBase: '/Staffs',
    uploadPath: 'upload_staff_records',
    listPath: '/app/user/staffs',
    listLabel: 'Staff',
    excelPath: '/app/forms/upload-staff-via-excel',
    permission: 'staff.add',
    columns: PERSON_COLUMNS,
    invited: true,
  },
  client: {
    kind: 'client',
    singular: 'client',
    plural: 'clients',
    apiBase: '/Profiles',
    uploadPath: 'upload_client_records',
    listPath: '/app/user/clients',
    listLabel: 'Clients',
    excelPath: '/app/forms/upload-client-via-excel',
    permission: 'client.add',
    columns: [...PERSON_COLUMNS, 'AgreementStartDate', 'AgreementEndDate', 'NDISNo'],
    invited: false,
  },
};

/** The spreadsheet column a form field comes from ('surName' → 'SurName', 'ndisNo' → 'NDISNo'). */
export function columnOf(field: string): string {
  if (field === '_' || field === '') {
    return 'Whole row';
  }
  if (field.toLowerCase() === 'ndisno') {
    return 'NDISNo';
  }
  return field.charAt(0).toUpperCase() + field.slice(1);
}
