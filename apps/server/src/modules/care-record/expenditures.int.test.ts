import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { bearer, createCompany } from '../../../test/harness.ts';
import { countRows, PDF, PNG, postForm } from '../../../test/uploads.ts';
import { participantExpenditures } from '../../db/schema/index.ts';
import { careRecordWorld, get, post } from './care-record.test-kit.ts';

const fields = (profileId: string, staffId: string) => ({
  ProfileId: profileId,
  StaffId: staffId,
  AmountProvidedByParticipant: '50',
  AmountReturnedToParticipant: '7.55',
  AmountSpent: '42.45',
  PurchaseDate: '2026-11-20',
  PurchasedItem: 'Groceries',
  ReasonIfNoReciept: '',
});
const ADD = '/api/ParticipantExpenditures/add_expenditure';

describe('ParticipantExpenditures', () => {
  it('adds an expenditure with a receipt image, served only to those who may see the client', async () => {
    const { h, c, client } = await careRecordWorld();
    const staff = await insertStaff(h, c.companyId);
    const admin = c.users.Administrator;
    const add = await postForm(h, `${ADD}?userId=${admin.id}`, admin.token, fields(client.id, staff.id), {
      ReceiptFile: { bytes: PNG, filename: 'receipt.png' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ status: 'Success', message: 'Expenditure added.' });
    const list = (
      await get(h, `/ParticipantExpenditures/get_client_expenditures?clientId=${client.id}`, admin.token)
    ).json();
    expect(list).toEqual([
      expect.objectContaining({
        participantExpenditureId: add.json().participantExpenditureId,
        staffId: staff.id,
        staffName: `${staff.firstName} Test`,
        amountProvidedByParticipantCents: 5000,
        amountReturnedToParticipantCents: 755,
        amountSpentCents: 4245,
        purchaseDate: '2026-11-20',
        reasonIfNoReciept: null,
        receiptUrl: expect.stringMatching(/^\/api\/Files\/[\w-]+$/),
      }),
    ]);
    const url = list[0].receiptUrl as string;
    const asAdmin = await h.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toContain('image/png');
    expect(
      (await h.app.inject({ method: 'GET', url, headers: bearer(c.users.Client.token) })).statusCode,
    ).toBe(200);
    const stranger = await createCompany(h);
    expect(
      (await h.app.inject({ method: 'GET', url, headers: bearer(stranger.users.CompanyAdmin.token) }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps another client's receipt from a client", async () => {
    const { h, c, other } = await careRecordWorld();
    const staff = await insertStaff(h, c.companyId);
    const add = await postForm(h, ADD, c.users.Staff.token, fields(other.id, staff.id), {
      ReceiptFile: { bytes: PNG, filename: 'r.png' },
    });
    const id = add.json().participantExpenditureId;
    const row = (
      await get(h, `/ParticipantExpenditures/get_expenditure_details/${id}`, c.users.Staff.token)
    ).json();
    expect(
      (await h.app.inject({ method: 'GET', url: row.receiptUrl, headers: bearer(c.users.Client.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(h, `/ParticipantExpenditures/get_expenditure_details/${id}`, c.users.Client.token))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          h,
          `/ParticipantExpenditures/get_client_expenditures?clientId=${other.id}`,
          c.users.Client.token,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a receipt that is not a .jpg, .jpeg or .png by its bytes, and stores nothing', async () => {
    const { h, c, client } = await careRecordWorld();
    const staff = await insertStaff(h, c.companyId);
    const res = await postForm(h, ADD, c.users.Administrator.token, fields(client.id, staff.id), {
      ReceiptFile: { bytes: PDF, filename: 'receipt.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ ReceiptFile: 'The receipt must be a .jpg, .jpeg or .png image' });
    expect(await countRows(h, participantExpenditures, c.companyId)).toBe(0);
  });

  it('gives the spec messages for staff and amounts', async () => {
    const { h, c, client } = await careRecordWorld();
    const res = await postForm(h, ADD, c.users.Administrator.token, {
      ...fields(client.id, ''),
      AmountProvidedByParticipant: '',
      AmountReturnedToParticipant: '',
      AmountSpent: 'ten',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      StaffId: 'Select Staff',
      AmountProvidedByParticipant: 'Amount Provided By Participant is required',
      AmountReturnedToParticipant: 'Amount Returned To Participant is required',
      AmountSpent: 'Must be a number',
    });
    const otherCompanyStaff = await insertStaff(h, (await createCompany(h)).companyId);
    const foreign = await postForm(
      h,
      ADD,
      c.users.Administrator.token,
      fields(client.id, otherCompanyStaff.id),
    );
    expect(foreign.json().errors).toEqual({ StaffId: 'Select Staff' });
  });

  it('edits (keeping, replacing or removing the receipt) and deletes; the auditor cannot', async () => {
    const { h, c, client } = await careRecordWorld();
    const staff = await insertStaff(h, c.companyId);
    const t = c.users.CompanyAdmin.token;
    const id = (
      await postForm(h, ADD, t, {
        ...fields(client.id, staff.id),
        ReasonIfNoReciept: 'Market stall, no receipt',
      })
    ).json().participantExpenditureId;
    const detail = `/ParticipantExpenditures/get_expenditure_details/${id}`;
    expect((await get(h, detail, t)).json()).toMatchObject({
      receiptUrl: null,
      reasonIfNoReciept: 'Market stall, no receipt',
    });

    const edit = `/api/ParticipantExpenditures/edit/${id}`;
    const withReceipt = await postForm(
      h,
      edit,
      t,
      { ...fields(client.id, staff.id), AmountSpent: '40' },
      {
        ReceiptFile: { bytes: PNG, filename: 'late.png' },
      },
    );
    expect(withReceipt.json()).toEqual({ status: 'Success', message: 'Expenditure updated.' });
    expect((await get(h, detail, t)).json()).toMatchObject({
      amountSpentCents: 4000,
      receiptUrl: expect.any(String),
    });
    await postForm(h, edit, t, { ...fields(client.id, staff.id), PurchasedItem: 'Bread' });
    expect((await get(h, detail, t)).json()).toMatchObject({
      purchasedItem: 'Bread',
      receiptUrl: expect.any(String),
    });
    await postForm(h, edit, t, { ...fields(client.id, staff.id), RemoveReceipt: 'true' });
    expect((await get(h, detail, t)).json()).toMatchObject({ receiptUrl: null });

    expect((await postForm(h, edit, c.users.Auditor.token, fields(client.id, staff.id))).statusCode).toBe(
      403,
    );
    expect((await post(h, `/ParticipantExpenditures/delete/${id}`, c.users.Auditor.token)).statusCode).toBe(
      403,
    );
    expect((await post(h, `/ParticipantExpenditures/delete/${id}`, t)).json()).toEqual({
      status: 'Success',
      message: 'Expenditure deleted.',
    });
    expect((await get(h, detail, t)).statusCode).toBe(404);
  });

  it('lists the active staff to choose from, only those the caller may see', async () => {
    const { h, c } = await careRecordWorld();
    const staff = await insertStaff(h, c.companyId);
    const res = await get(h, '/ParticipantExpenditures/staff_options', c.users.Administrator.token);
    expect(res.json()).toContainEqual({ staffId: staff.id, fullName: `${staff.firstName} Test` });
    // A support worker sees no other staff member's record (record-access: their own only).
    const options = (await get(h, '/ParticipantExpenditures/staff_options', c.users.Staff.token)).json();
    expect(options).toHaveLength(1);
    expect(options[0].staffId).not.toBe(staff.id);
    expect((await get(h, '/ParticipantExpenditures/staff_options', c.users.Auditor.token)).statusCode).toBe(
      403,
    );
  });
});
