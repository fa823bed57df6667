import type { ServiceProviderForm, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** A service provider (support coordinator) of the company (spec 2 §3 ServiceProvider). */
export interface ServiceProviderRow {
  serviceProvidersId: string;
  referralCompany: string;
  name: string;
  lastName: string | null;
  fullName: string;
  email: string;
  phone: string;
  address: string | null;
  companyId: string;
  dateCreated: string;
}

/** A client in a pick list (GET /Profiles). */
export interface ClientOption {
  profileId: string;
  fullName: string;
  email: string;
  isActive: boolean;
}

export const PROVIDERS_KEY = ['service-providers'] as const;

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';

export function fetchServiceProviders(signal?: AbortSignal): Promise<ServiceProviderRow[]> {
  return api.get<ServiceProviderRow[]>('/ClientReferrals/get_service_providers', { signal });
}

export function fetchServiceProvider(id: string, signal?: AbortSignal): Promise<ServiceProviderRow> {
  return api.get<ServiceProviderRow>(`/ClientReferrals/get_service_provider/${encodeURIComponent(id)}`, {
    signal,
  });
}

/** POST add_serviceprovider?userId: the provider also gets a sign-in and an invitation e-mail. */
export function addServiceProvider(form: ServiceProviderForm): Promise<StatusReply> {
  return api.post<StatusReply>(
    '/ClientReferrals/add_serviceprovider',
    { ...form, companyId: companyId() },
    { query: { userId: userId() }, toastFailure: false },
  );
}

export function editServiceProvider(id: string, form: ServiceProviderForm): Promise<StatusReply> {
  return api.post<StatusReply>(
    `/ClientReferrals/edit_service_provider/${encodeURIComponent(id)}`,
    { ...form, companyId: companyId() },
    { query: { userId: userId() }, toastFailure: false },
  );
}

export function fetchClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  return api.get<ClientOption[]>('/Profiles', { query: { companyId: companyId() }, signal });
}

/** POST /ClientServiceProviders/assign_client_serviceprovider?userId (spec 1 §7.2). */
export function assignClient(serviceProvidersId: string, clientId: string): Promise<StatusReply> {
  return api.post<StatusReply>(
    '/ClientServiceProviders/assign_client_serviceprovider',
    { serviceProvidersId, clientId, companyId: companyId() },
    { query: { userId: userId() } },
  );
}

/** /app/user/provider-client/{uid}/{id}: uid is the provider's id, id its name (spec 2 §2). */
export const providerClientsPath = (p: Pick<ServiceProviderRow, 'serviceProvidersId' | 'fullName'>) =>
  `/app/user/provider-client/${encodeURIComponent(p.serviceProvidersId)}/${encodeURIComponent(p.fullName)}`;

/** A client assigned to a provider, as GET get_serviceprovider_clients gives it. */
export interface AssignedClient {
  clientServiceProviderId: string;
  profile: {
    profileId: string;
    firstName: string;
    fullName: string;
    email: string;
    gender: string | null;
    phoneNumber: string | null;
    isActive: boolean;
  };
}

export const providerClientsKey = (providerId: string) =>
  ['service-providers', providerId, 'clients'] as const;

/** GET /ClientServiceProviders/get_serviceprovider_clients?providerId (admins: any provider). */
export function fetchProviderClients(providerId: string, signal?: AbortSignal): Promise<AssignedClient[]> {
  return api.get<AssignedClient[]>('/ClientServiceProviders/get_serviceprovider_clients', {
    query: { providerId },
    signal,
  });
}
