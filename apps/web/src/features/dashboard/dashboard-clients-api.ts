import type { MyClientsView } from '@care/domain';
import { api } from '../../api/api.ts';

/** GET /Dashboard/my_clients: a care manager's or support coordinator's clients and their visits. */
export const fetchMyClients = (signal?: AbortSignal) =>
  api.get<MyClientsView>('/Dashboard/my_clients', { signal });
