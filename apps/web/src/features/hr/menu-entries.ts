import { can } from '@care/domain';
import { IconCertificate, IconFileCertificate } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** Policies and staff training (People). */
export const HR_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Policies',
    icon: IconFileCertificate,
    to: () => '/app/hr/policy',
    visible: (p) => can(p, 'policy.view'),
  },
  {
    section: 'People',
    label: 'Staff training',
    icon: IconCertificate,
    to: () => '/app/hr/staff-training',
    visible: (p) => can(p, 'training.view'),
  },
  {
    section: 'My account',
    label: 'My training',
    icon: IconCertificate,
    to: () => '/app/staff/training',
    visible: (p) => can(p, 'training.viewOwn'),
  },
];
