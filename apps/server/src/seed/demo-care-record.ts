import { crc32, deflateSync } from 'node:zlib';
import { calendarDateInZone, DEFAULT_TIME_ZONE } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  aids,
  clientSchedules,
  dailyLivings,
  participantExpenditures,
  profiles,
  representatives,
  staffs,
} from '../db/schema/index.ts';
import { insertFile } from '../modules/files/files.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';

const SEEDER = 'demo-seed';
const DAY = 24 * 60 * 60 * 1000;

/** Clients (by their place in the demo list) left without any of these records, so Add mode shows. */
const EMPTY = new Set([5, 11, 17, 23]);

const SCHEDULES = [
  {
    days: 'Monday, Wednesday, Friday',
    from: '08:00',
    to: '10:00',
    activities: 'Personal Support, Medication Supervision',
  },
  {
    days: 'Tuesday, Thursday',
    from: '10:30',
    to: '13:00',
    activities: 'Support Groceries shopping, Transport',
  },
  { days: 'Saturday', from: '14:00', to: '16:00', activities: 'Domestic Social Support' },
  {
    days: 'Monday, Tuesday, Wednesday, Thursday, Friday',
    from: '17:00',
    to: '18:30',
    activities: 'Meal Preparation',
  },
  { days: 'Sunday', from: '09:00', to: '11:00', activities: 'Domestic Cleaning, Welfare check' },
];

const DAILY_LIVING = [
  {
    activities: 'Showering and dressing',
    support: 'Some support required',
    supportLevel: 'During active times',
    details: 'Uses the shower chair; needs help with buttons and shoes.',
  },
  {
    activities: 'Night checks',
    support: 'Prompting required',
    supportLevel: 'None of the time',
    details: 'Sleeps through; a check at 11 pm and 3 pm is enough. Call the on-call number if unsettled.',
  },
  {
    activities: 'Meal preparation',
    support: 'Aids used',
    supportLevel: 'Prompting required',
    details: 'Uses a kettle tipper and a perching stool. Prompt to drink water with meals.',
  },
  {
    activities: 'Toileting overnight',
    support: 'Full physical support required',
    supportLevel: 'All the time',
    details: 'Two-person transfer with the ceiling hoist; continence aids on the top shelf.',
  },
];

const AIDS = [
  { equipmentUsed: 'Four-wheeled walker', equipmentAssistance: false, requireStaffTraining: false },
  { equipmentUsed: 'Ceiling hoist and sling', equipmentAssistance: true, requireStaffTraining: true },
  { equipmentUsed: 'Shower chair', equipmentAssistance: true, requireStaffTraining: false },
  { equipmentUsed: 'Hearing aids (both ears)', equipmentAssistance: true, requireStaffTraining: false },
  { equipmentUsed: 'Power wheelchair', equipmentAssistance: false, requireStaffTraining: true },
];

const PURCHASES = [
  { item: 'Groceries (Woolworths)', provided: 8000, spent: 6235, receipt: true },
  { item: 'Chemist: prescription refill', provided: 3000, spent: 2490, receipt: true },
  { item: 'Bus and ferry fares (Opal top-up)', provided: 2000, spent: 2000, receipt: false },
  { item: 'Coffee and cake at the community café', provided: 2000, spent: 1150, receipt: false },
  { item: 'Art class materials', provided: 5000, spent: 4380, receipt: true },
];
const NO_RECEIPT_REASONS = [
  'Opal top-up at the station machine: no receipt printed.',
  'Café did not give a receipt; amount checked with the client.',
];

const REPRESENTATIVES = [
  {
    fullName: 'Helen Collins',
    relationship: 'Daughter',
    homePhone: '0295551234',
    mobilePhone: '0412345678',
    email: 'helen.collins@example.com.au',
    position: 'Nominee',
    address: '14 Wattle Street, Manly NSW 2095',
    organization: 'Family',
  },
  {
    fullName: 'Daniel Okafor',
    relationship: 'Support coordinator',
    homePhone: null,
    mobilePhone: '0423456789',
    email: 'daniel.okafor@connectcoord.example.com.au',
    position: 'Support Coordinator',
    address: 'Level 2, 50 George Street, Parramatta NSW 2150',
    organization: 'Connect Support Coordination',
  },
  {
    fullName: 'Priya Sharma',
    relationship: 'Guardian',
    homePhone: '0296667788',
    mobilePhone: '0434567890',
    email: 'priya.sharma@example.com.au',
    position: 'Public Guardian delegate',
    address: '175 Liverpool Street, Sydney NSW 2000',
    organization: 'NSW Public Guardian',
  },
];

/** A PNG image from RGB rows (a small encoder: IHDR, one deflated IDAT, IEND). */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grey = pixel(x, y);
      raw.fill(grey, y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A receipt-like picture: a white slip with grey printed lines and a total bar. */
function receiptPng(seed: number): Buffer {
  return encodePng(240, 360, (x, y) => {
    if (x < 16 || x > 224) {
      return 228;
    }
    const line = Math.floor((y - 30) / 18);
    const inText = y > 30 && y < 290 && (y - 30) % 18 < 7;
    const width = 60 + ((line * 37 + seed * 11) % 80);
    if (inText && x > 32 && x < 32 + width) {
      return 150;
    }
    if (inText && x > 180 && x < 212) {
      return 120;
    }
    if (y > 305 && y < 318 && x > 32 && x < 208) {
      return 60;
    }
    return 255;
  });
}

async function storeReceipt(db: Queryable, files: FileStore, companyId: string, n: number) {
  const bytes = receiptPng(n);
  return insertFile(db, {
    companyId,
    storageKey: await files.put(bytes),
    kind: 'png',
    contentType: 'image/png',
    size: bytes.length,
    originalName: `receipt-${n + 1}.png`,
    userCreated: SEEDER,
  });
}

/** The demo clients' daily activities, daily living, aids, expenditure and representatives. */
export async function seedDemoCareRecord(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const clients = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      firstName: profiles.firstName,
      surName: profiles.surName,
    })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(profiles.contactId);
  const staff = await db
    .select({ id: staffs.id })
    .from(staffs)
    .where(eq(staffs.companyId, companyId))
    .orderBy(staffs.maxStaffId);
  let receipts = 0;
  for (const [i, client] of clients.entries()) {
    if (EMPTY.has(i)) {
      continue;
    }
    const base = { companyId, profileId: client.id, userCreated: SEEDER };
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    for (let k = 0; k < 1 + (i % 3); k++) {
      const s = SCHEDULES[(i + k) % SCHEDULES.length];
      if (s) {
        await db.insert(clientSchedules).values({
          ...base,
          days: s.days,
          fromTimeOfDay: s.from,
          toTimeOfDay: s.to,
          activities: s.activities,
          dateCreated: at(60 - k),
        });
      }
    }
    for (let k = 0; k < 1 + (i % 2); k++) {
      const d = DAILY_LIVING[(i + k) % DAILY_LIVING.length];
      if (d) {
        await db.insert(dailyLivings).values({ ...base, ...d, dateCreated: at(50 - k) });
      }
    }
    for (let k = 0; k < 1 + ((i + 1) % 2); k++) {
      const a = AIDS[(i + k * 2) % AIDS.length];
      if (a) {
        await db.insert(aids).values({ ...base, ...a, dateCreated: at(45 - k) });
      }
    }
    for (let k = 0; k < 2 + (i % 2); k++) {
      const p = PURCHASES[(i + k) % PURCHASES.length];
      const handledBy = staff[(i + k) % Math.max(staff.length, 1)];
      if (!p || !handledBy) {
        continue;
      }
      const receiptFileId = p.receipt ? await storeReceipt(db, files, companyId, receipts++) : null;
      // The demo's companies are in Sydney: the purchase's day is Sydney's.
      const purchaseDate = calendarDateInZone(at(3 + k * 6 + (i % 5)), DEFAULT_TIME_ZONE);
      await db.insert(participantExpenditures).values({
        ...base,
        staffId: handledBy.id,
        amountProvidedByParticipantCents: p.provided,
        amountReturnedToParticipantCents: p.provided - p.spent,
        amountSpentCents: p.spent,
        purchaseDate,
        purchasedItem: p.item,
        reasonIfNoReciept: p.receipt
          ? null
          : (NO_RECEIPT_REASONS[(i + k) % NO_RECEIPT_REASONS.length] ?? null),
        receiptFileId,
        dateCreated: at(3 + k * 6 + (i % 5)),
      });
    }
    const r = REPRESENTATIVES[i % REPRESENTATIVES.length];
    if (r) {
      const family = r.relationship === 'Daughter';
      await db.insert(representatives).values({
        ...base,
        ...r,
        fullName: family ? `Helen ${client.surName}` : r.fullName,
        email: family ? `helen.${client.surName.toLowerCase()}@example.com.au` : r.email,
        dateCreated: at(90),
      });
    }
    if (client.userId && i === 0) {
      // One the client added themself in the portal: only the Assistance fields.
      await db.insert(representatives).values({
        companyId,
        profileId: client.id,
        fullName: 'Tom Nguyen',
        email: 'tom.nguyen@example.com.au',
        mobilePhone: '0445678901',
        position: 'Neighbour',
        userCreated: client.userId,
        dateCreated: at(12),
      });
    }
  }
}
