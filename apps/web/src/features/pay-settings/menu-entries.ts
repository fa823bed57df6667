import { can } from '@care/domain';
import { IconCoin, IconReportMoney } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** Setup → Pay rates (the office) and My award (the worker). */
export const PAY_SETTINGS_MENU: readonly MenuEntry[] = [
  {
    section: 'Setup',
    label: 'Pay rates',
    icon: IconReportMoney,
    to: () => '/app/setup/pay-rates',
    visible: (p) => can(p, 'payRates.view'),
  },
  {
    section: 'My account',
    label: 'My award',
    icon: IconCoin,
    to: () => '/app/staff/award',
    visible: (p) => can(p, 'staffPay.viewOwn'),
  },
];
