import type { Action } from '@care/domain';

/** The care record's tabs: adding, editing and deleting are each their own permission. */
export const CLIENT_RECORD_ACCESS: { add: Action; edit: Action; delete: Action } = {
  add: 'clientRecord.add',
  edit: 'clientRecord.edit',
  delete: 'clientRecord.delete',
};

/** Representatives: one permission manages them. */
export const REPRESENTATIVE_ACCESS: { add: Action; edit: Action; delete: Action } = {
  add: 'representative.manage',
  edit: 'representative.manage',
  delete: 'representative.manage',
};
