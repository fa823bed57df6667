import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { jpegHeaderOf, pngBomb } from '../../../test/images.ts';
import { countRows, postForm } from '../../../test/uploads.ts';
import { participantExpenditures } from '../../db/schema/index.ts';
import { careRecordWorld } from './care-record.test-kit.ts';

const ADD = '/api/ParticipantExpenditures/add_expenditure';
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

describe('receipt images are bounded as they are uploaded (issue 24)', () => {
  it.each([
    ['an 8,000 × 8,000 PNG bomb', pngBomb(), 'receipt.png', '8,000 × 8,000'],
    [
      'a JPEG whose header claims 10,000 × 6,000',
      jpegHeaderOf(10_000, 6_000),
      'receipt.jpg',
      '10,000 × 6,000',
    ],
  ])('refuses %s with 400 at ReceiptFile, unread, and stores nothing', async (_, bytes, filename, size) => {
    const { h, c, client } = await careRecordWorld();
    const staff = await insertStaff(h, c.companyId);
    const res = await postForm(h, ADD, c.users.Administrator.token, fields(client.id, staff.id), {
      ReceiptFile: { bytes, filename },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      ReceiptFile: `The image is ${size} pixels; an image may have at most 40 megapixels. Save it at a smaller size and try again.`,
    });
    expect(await countRows(h, participantExpenditures, c.companyId)).toBe(0);
  });
});
