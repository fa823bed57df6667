import type { DocumentUserRole } from '@care/domain';

/** One of the document review screens (spec 1 §2.7): whose documents it lists and how it names them. */
export interface ReviewScreen {
  role: DocumentUserRole;
  path: string;
  /** The switch's label. */
  label: string;
  /** The page heading and the PDF export's title. */
  title: string;
  /** The owner column's heading. */
  ownerTitle: string;
  /** The export's file name, without extension. */
  fileName: string;
  /** "staff documents", for messages. */
  noun: string;
}

// The spec names only ClientDocument (the client list's exports); the other two follow its pattern.
export const REVIEW_SCREENS: Record<DocumentUserRole, ReviewScreen> = {
  Admin: {
    role: 'Admin',
    path: '/app/document/administrators',
    label: 'Administrators',
    title: 'Administrator Documents',
    ownerTitle: 'Administrator',
    fileName: 'AdministratorDocument',
    noun: 'administrator documents',
  },
  Staff: {
    role: 'Staff',
    path: '/app/document/staff',
    label: 'Staff',
    title: 'Staff Documents',
    ownerTitle: 'Staff',
    fileName: 'StaffDocument',
    noun: 'staff documents',
  },
  Client: {
    role: 'Client',
    path: '/app/document/client',
    label: 'Clients',
    title: 'Client Documents',
    ownerTitle: 'Client',
    fileName: 'ClientDocument',
    noun: 'client documents',
  },
};

/** The screens in the order the switch shows them. */
export const REVIEW_SCREEN_LIST = [REVIEW_SCREENS.Admin, REVIEW_SCREENS.Staff, REVIEW_SCREENS.Client];
