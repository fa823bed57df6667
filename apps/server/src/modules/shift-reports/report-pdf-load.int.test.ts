import { eq } from 'drizzle-orm';
import pdfmake from 'pdfmake';
import { describe, expect, it, vi } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { pngOf } from '../../../test/images.ts';
import { latencyProbe } from '../../../test/latency-probe.ts';
import { shiftReports } from '../../db/schema/index.ts';
import { PDF_BUSY, PDF_SLOTS_PER_COMPANY, pdfSlotsInUse, withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { api, get, post, reportBody, reportCompany } from './shift-reports.test-kit.ts';

const h = await harness();

/** A signed report whose goal progress holds a 2,000 × 2,000 PNG with alpha (allowed; pdfkit decodes it whole). */
async function heavyReport() {
  const r = await reportCompany(h);
  const png = pngOf(2000, 2000);
  const html = `<p>Went swimming at the pool today.</p><img src="data:image/png;base64,${png.toString('base64')}">`;
  const saved = await post(
    h,
    api('add_shiftreport'),
    r.c.users.Staff.token,
    reportBody(r.shiftId, { goal_Progress: html, isSigned: true }),
  );
  expect(saved.statusCode).toBe(200);
  return { r, id: saved.json().shiftReportId as string };
}

describe('report PDFs are made off the main thread (issue 24)', () => {
  it('the PDF is rendered on a worker thread, and GET /api/health keeps answering while a report PDF with a large image is made', async () => {
    const { r, id } = await heavyReport();
    // Stored before images were bounded at save (a save scales it to 2,000 px), and under 40 megapixels:
    // 16 megapixels of one colour, a few KB to read, seconds to decode.
    const html = `<p>Went swimming at the pool today.</p><img src="data:image/png;base64,${pngOf(4000, 4000, 'flat').toString('base64')}">`;
    await h.database.db.update(shiftReports).set({ goal_Progress: html }).where(eq(shiftReports.id, id));
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    // pdfmake on this (the server's) thread: the worker thread loads a copy of its own, which this spy never sees.
    const onThisThread = vi.spyOn(pdfmake, 'createPdf');
    const probe = latencyProbe(`${address}/api/health`);
    let res: Awaited<ReturnType<typeof get>>;
    let health: Awaited<ReturnType<typeof probe.stop>>;
    try {
      await probe.ready;
      res = await get(h, api(`pdf/${id}`), r.c.users.CompanyAdmin.token);
      health = await probe.stop();
    } finally {
      // The harness's app is shared by every file of this fork: leave it not listening, as found.
      await new Promise<void>((resolve) => h.app.server.close(() => resolve()));
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Made elsewhere than the thread that answers requests, and those kept being answered meanwhile
    // (no time limit here: speed is measured in bench/, never asserted in a test).
    expect(onThisThread).not.toHaveBeenCalled();
    onThisThread.mockRestore();
    expect(health.length).toBeGreaterThan(1);
    expect(health.every((probe) => probe.status === 200)).toBe(true);
  });

  it(`allows ${PDF_SLOTS_PER_COMPANY} PDFs at a time per company: beyond, a 429 saying so; another company is not held up`, async () => {
    const { r, id } = await heavyReport();
    const releases: (() => void)[] = [];
    const held = Array.from({ length: PDF_SLOTS_PER_COMPANY }, () =>
      withPdfSlot(r.c.companyId, () => new Promise<void>((resolve) => releases.push(resolve))),
    );
    expect(pdfSlotsInUse(r.c.companyId)).toBe(PDF_SLOTS_PER_COMPANY);

    const busy = await get(h, api(`pdf/${id}`), r.c.users.CompanyAdmin.token);
    expect(busy.statusCode).toBe(429);
    expect(busy.json().message).toBe(PDF_BUSY);
    const other = await heavyReport();
    expect((await get(h, api(`pdf/${other.id}`), other.r.c.users.CompanyAdmin.token)).statusCode).toBe(200);

    for (const release of releases) {
      release();
    }
    await Promise.all(held);
    expect(pdfSlotsInUse(r.c.companyId)).toBe(0);
    expect((await get(h, api(`pdf/${id}`), r.c.users.CompanyAdmin.token)).statusCode).toBe(200);
  });
});
