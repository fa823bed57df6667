import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { incidentBody } from '../incidents/incidents.test-kit.ts';
import { api, approveForAudit, get, post, reportBody, reportCompany } from './shift-reports.test-kit.ts';

const h = await harness();

async function savedReport(o: Record<string, unknown> = {}) {
  const r = await reportCompany(h);
  const res = await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(r.shiftId, o));
  expect(res.statusCode).toBe(200);
  return { r, id: res.json().shiftReportId as string };
}

describe('GET /ShiftReports/get_shiftreport_details/{id}', () => {
  it('reads the report by id, and by shift when the id is null, 0 or undefined', async () => {
    const { r, id } = await savedReport({ isSigned: true });
    const byId = await get(h, api(`get_shiftreport_details/${id}`), r.c.users.Staff.token);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      shiftReportId: id,
      shiftRosterId: r.shiftId,
      companyID: r.c.companyId,
      isSigned: true,
      medicatioErrors: 'None',
      shiftRoster: { shiftRosterId: r.shiftId, staff: { staffId: r.staff.id }, profileId: r.client.id },
    });
    for (const none of ['null', '0', 'undefined']) {
      const res = await get(
        h,
        api(`get_shiftreport_details/${none}?shiftId=${r.shiftId}`),
        r.c.users.Administrator.token,
      );
      expect(res.json().shiftReportId, none).toBe(id);
    }
  });

  it('a shift without a report is 200 with null; another worker’s report is 404; another company’s is 404', async () => {
    const { r, id } = await savedReport();
    const none = await get(
      h,
      api(`get_shiftreport_details/null?shiftId=${r.otherShiftId}`),
      r.c.users.CompanyAdmin.token,
    );
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    // A worker asking about another worker's shift: still 404.
    expect(
      (await get(h, api(`get_shiftreport_details/null?shiftId=${r.otherShiftId}`), r.c.users.Staff.token))
        .statusCode,
    ).toBe(404);
    const other = await reportCompany(h);
    // Another company's shift, even without a report, is not theirs to ask about.
    expect(
      (
        await get(
          h,
          api(`get_shiftreport_details/null?shiftId=${other.otherShiftId}`),
          r.c.users.CompanyAdmin.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(h, api(`get_shiftreport_details/${id}`), other.c.users.Staff.token)).statusCode).toBe(
      404,
    );
    expect(
      (await get(h, api(`get_shiftreport_details/${id}`), other.c.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
  });

  it('the auditor reads reports of audit-approved people only; a client may not read', async () => {
    const { r, id } = await savedReport();
    const url = api(`get_shiftreport_details/${id}`);
    expect((await get(h, url, r.c.users.Auditor.token)).statusCode).toBe(404);
    await approveForAudit(h, r);
    expect((await get(h, url, r.c.users.Auditor.token)).statusCode).toBe(200);
    expect((await get(h, url, r.c.users.Client.token)).statusCode).toBe(403);
  });
});

describe('GET /ShiftReports/get_staff_shiftreports', () => {
  it('lists a worker’s reports newest modified first; another worker’s list is 404 to them', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const first = (
      await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId, { isSigned: true }))
    ).json().shiftReportId;
    const list = await get(h, api(`get_staff_shiftreports?staffId=${r.staff.id}`), staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { shiftReportId: string }) => x.shiftReportId)).toEqual([first]);
    expect(list.json()[0]).toMatchObject({
      isSigned: true,
      shiftRoster: { clients: expect.stringContaining(r.client.firstName) },
    });
    expect((await get(h, api(`get_staff_shiftreports?staffId=${r.otherStaff.id}`), staff)).statusCode).toBe(
      404,
    );
    const office = await get(
      h,
      api(`get_staff_shiftreports?staffId=${r.otherStaff.id}`),
      r.c.users.CompanyAdmin.token,
    );
    expect(office.json()).toEqual([]);
    const other = await createCompany(h);
    expect(
      (await get(h, api(`get_staff_shiftreports?staffId=${r.staff.id}`), other.users.CompanyAdmin.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /ShiftReports/pdf/{id}', () => {
  it('is an A4 PDF with the client, the goal progress and the signature line, named after the client and date', async () => {
    const { r, id } = await savedReport({
      isSigned: true,
      isIncident: true,
      incident: incidentBody(h, { title: 'Slipped on the wet tiles' }),
      goal_Progress:
        '<h2>Shopping</h2><p>Chose <em>fresh</em> fruit and counted the change.</p><ul><li>Paid by card</li></ul>',
    });
    const res = await get(h, api(`pdf/${id}`), r.c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      new RegExp(`ShiftReport-${r.client.firstName} Test-\\d{2}-\\d{2}-\\d{4}\\.pdf`),
    );
    const text = readPdf(res.rawPayload).text;
    expect(text).toContain(r.client.firstName);
    expect(text).toContain('counted the change');
    expect(text).toContain('Paid by card');
    expect(text).toContain('Slipped on the wet tiles');
    // The incident it raised, by its number (issue 40).
    expect(text).toMatch(/INC-\d{4}:\s+Slipped on the wet tiles/);
    expect(text).toMatch(/Signed by .+ at \d{2}\/\d{2}\/\d{4}/);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  });

  it('says Not signed for an unsigned report; another worker gets 404', async () => {
    const { r, id } = await savedReport();
    const res = await get(h, api(`pdf/${id}`), r.c.users.Staff.token);
    expect(readPdf(res.rawPayload).text).toContain('Not signed');
    const other = await reportCompany(h);
    expect((await get(h, api(`pdf/${id}`), other.c.users.Staff.token)).statusCode).toBe(404);
  });
});
