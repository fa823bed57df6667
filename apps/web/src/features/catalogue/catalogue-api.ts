import { dayLabel, frequencyText, type StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** A catalogue row as the browse list gives it: prices in dollars, null where it has none. */
export interface CatalogueItemRow {
  supportItemId: string;
  itemNumber: string;
  itemName: string;
  registrationGroupNumber: string | null;
  registrationGroupName: string | null;
  supportCategoryName: string | null;
  unit: string;
  quote: boolean;
  type: string | null;
  startDate: string;
  endDate: string | null;
  prices: Record<
    'act' | 'nsw' | 'nt' | 'qld' | 'sa' | 'tas' | 'vic' | 'wa' | 'national' | 'remote' | 'veryRemote',
    number | null
  >;
}

export interface CataloguePage {
  items: CatalogueItemRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CatalogueQuery {
  search: string;
  registrationGroup: string | null;
  inForceOn: string | null;
  page: number;
  pageSize: number;
}

export interface ImportedCatalogue {
  catalogueId: string;
  name: string;
  layout: 'states' | 'national';
  fileName: string;
  itemsAdded: number;
  itemsUnchanged: number;
  dateCreated: string;
  importedBy: string | null;
}

export interface ImportReply extends StatusReply {
  catalogueId: string | null;
  layout: 'states' | 'national';
  itemsAdded: number;
  itemsUnchanged: number;
}

/** A funded item for a client's schedule (spec 2 §3): `remote` is the hourly rate for the client's location. */
export interface FundedItem {
  ndiA_DPAId: string;
  itemName: string;
  itemNumber: string;
  remote: number;
  priceColumn: string;
  unit: string;
  allowedDays: string[];
}

/** A line of a client's schedule of support (spec 2 §3): cost in dollars an hour. */
export interface SupportScheduleRow {
  scheduleId: string;
  profileId: string;
  supportItemId: string | null;
  supportType: string;
  quantity: number;
  cost: number;
  frequency: string;
  itemNumber: string;
  companyID: string;
  dateCreated: string;
  /** Null: a suggestion by a staff member or the client, not priced until the office accepts it. */
  acceptedAt?: string | null;
  acceptedBy?: string | null;
}

/** A suggestion does not price invoices (issue 25): only the office sets what a client is billed at. */
export const isSuggestion = (r: Pick<SupportScheduleRow, 'acceptedAt'>) => r.acceptedAt === null;

export interface NewSchedule {
  profileId: string;
  ndiA_DPAId: string;
  quantity: number;
  frequency: string[];
}

export const CATALOGUE_KEY = ['support-catalogue'] as const;
export const schedulesKey = (profileId: string) => ['support-schedules', profileId] as const;

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';

export function fetchCatalogueItems(q: CatalogueQuery, signal?: AbortSignal): Promise<CataloguePage> {
  return api.get<CataloguePage>('/SupportCatalogue/items', {
    query: {
      search: q.search || undefined,
      registrationGroup: q.registrationGroup ?? undefined,
      inForceOn: q.inForceOn ?? undefined,
      page: q.page,
      pageSize: q.pageSize,
    },
    signal,
  });
}

export function fetchRegistrationGroups(
  signal?: AbortSignal,
): Promise<{ number: string; name: string | null }[]> {
  return api.get('/SupportCatalogue/registration_groups', { signal });
}

export function fetchCatalogues(signal?: AbortSignal): Promise<ImportedCatalogue[]> {
  return api.get<ImportedCatalogue[]>('/SupportCatalogue/catalogues', { signal });
}

/** POST /SupportCatalogue/import: multipart `file` (.xlsx or .csv). */
export function importCatalogue(file: File): Promise<ImportReply> {
  const form = new FormData();
  form.append('companyId', companyId());
  form.append('file', file, file.name);
  return api.post<ImportReply>('/SupportCatalogue/import', form, { toastFailure: false });
}

export function fetchFundedItems(
  clientId: string,
  search: string,
  signal?: AbortSignal,
): Promise<FundedItem[]> {
  return api.get<FundedItem[]>('/Invoice/get_ndia_dpa_items', {
    query: { clientId, search: search || undefined },
    signal,
  });
}

export function fetchClientSchedules(clientId: string, signal?: AbortSignal): Promise<SupportScheduleRow[]> {
  return api.get<SupportScheduleRow[]>('/Invoice/get_client_support_schedules', {
    query: { clientId },
    signal,
  });
}

/** POST /Invoice/add_schedule_of_support (spec 2 §7); the server prices the line from the catalogue. */
export function addSchedule(line: NewSchedule, item: FundedItem): Promise<StatusReply> {
  return api.post<StatusReply>(
    '/Invoice/add_schedule_of_support',
    {
      ...line,
      frequency: line.frequency.join(','),
      supportType: item.itemName,
      itemNumber: item.itemNumber,
      cost: item.remote,
      companyID: companyId(),
    },
    { query: { userId: userId() }, toastFailure: false },
  );
}

/** POST /Invoice/accept_schedule/{id}: the office accepts a suggested line; from then on it prices. */
export function acceptSchedule(id: string): Promise<StatusReply> {
  return api.post<StatusReply>(`/Invoice/accept_schedule/${encodeURIComponent(id)}`);
}

export function deleteSchedule(id: string): Promise<StatusReply> {
  return api.post<StatusReply>(`/Invoice/delete_schedule/${encodeURIComponent(id)}`, undefined, {
    query: { userId: userId() },
  });
}

/** Dollars as shown: 1063.13 → '$1,063.13'. */
export const formatDollars = (dollars: number | null | undefined): string =>
  dollars == null
    ? ''
    : `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export { dayLabel };

/** A stored frequency as people read it, as the service agreement prints it: 'Monday to Friday', 'Monday, Wednesday and Friday'. */
export const frequencyLabel = frequencyText;
