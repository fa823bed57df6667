import {
  FORM_CALLS_SLUGS,
  type FormSummary,
  formListQuerySchema,
  formQuerySchema,
  formVersionsQuerySchema,
  type ParticipantFormView,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { defOfName, readForm } from './form-reads.ts';
import { formSummaries, toFormView } from './form-view.ts';
import { currentFormsOfClient, formVersions } from './participant-forms.repo.ts';

/** One spec call of spec 1 §7.6: the client's form by clientId, companyId and name. */
function formCallRoute(url: string, slugs: readonly string[], summary: string) {
  return routeSpec({
    method: 'GET',
    url,
    summary,
    tags: ['ParticipantForms'],
    querystring: formQuerySchema,
    async handler({ db, principal, query, now }): Promise<ParticipantFormView> {
      return readForm(db, principal, defOfName(query.name, slugs), query.clientId, now);
    },
  });
}

/** The nine fetches of spec 1 §7.6 this area answers (the incident report is the incident register's). */
export const formCallRoutes = FORM_CALLS_SLUGS.map(({ url, slugs, summary }) =>
  formCallRoute(url, slugs, summary),
);

/** The client's forms for the Documents tab: each with its status, last modified and next review date. */
export const getClientFormsRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantForms/get_client_forms',
  summary: 'Each participant form of a client with its status, last modified and next review date',
  tags: ['ParticipantForms'],
  querystring: formListQuerySchema,
  async handler({ db, principal, query, now }): Promise<FormSummary[]> {
    const zone = await companyZone(db, principal.companyId);
    return formSummaries(await currentFormsOfClient(db, principal.companyId, query.clientId), now, zone);
  },
});

/** Every version of one form, newest first: a signed version is never changed, a new one replaces it. */
export const getFormVersionsRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantForms/get_versions',
  summary: 'The versions of a client’s form, newest first',
  tags: ['ParticipantForms'],
  querystring: formVersionsQuerySchema,
  async handler({ db, principal, query, now }): Promise<ParticipantFormView[]> {
    const def = defOfName(query.name);
    const zone = await companyZone(db, principal.companyId);
    const rows = await formVersions(db, principal.companyId, query.clientId, def.slug);
    return rows.map((row, i) => toFormView(def, row, now, zone, i > 0));
  },
});
