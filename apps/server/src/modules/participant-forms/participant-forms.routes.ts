import { type RouteTable, route } from '../../http/route-table.ts';
import { formPdfRoute } from './form-pdf.route.ts';
import { formRemindersRoute } from './form-reminders.ts';
import { formCallRoutes, getClientFormsRoute, getFormVersionsRoute } from './read-forms.ts';
import { saveFormRoute } from './save-form.ts';
import { sendForSigningRoute } from './send-for-signing.ts';
import { signFormRoute } from './sign-form.ts';

/** The participant forms (spec 1 §2.3, §7.6; issue 27): read with the client's record. */
export const participantFormRoutes: RouteTable = [
  ...formCallRoutes.map((spec) => route(spec, 'participantForm.view', { client: 'query.clientId' })),
  route(getClientFormsRoute, 'participantForm.view', { client: 'query.clientId' }),
  route(getFormVersionsRoute, 'participantForm.view', { client: 'query.clientId' }),
  route(formPdfRoute, 'participantForm.view'),
  route(saveFormRoute, 'participantForm.edit', { client: 'body.clientId' }),
  route(signFormRoute, 'participantForm.sign', { client: 'body.clientId' }),
  // It may invite the participant to the portal, so it asks what inviting asks.
  route(sendForSigningRoute, 'client.invite', { client: 'body.clientId' }),
  route(formRemindersRoute, 'participantForm.reminders'),
];
