import type { SahServicesView } from '@care/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SahServiceField } from './SahServiceField.tsx';

const SAH = '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f21';
const NDIS = '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f22';
const SERVICE = '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f23';
const SERVICES: SahServicesView = {
  date: '2026-11-22',
  seeded: true,
  services: [
    {
      serviceId: SERVICE,
      category: 'INDEPENDENCE',
      serviceTypeCode: null,
      serviceType: 'Personal care',
      serviceCode: 'SERV-0031',
      name: 'Personal care',
      unit: 'HOUR',
      priceCents: 9_850,
      capCents: null,
      prices: [],
    },
  ],
};
const api = {
  'GET /api/Profiles/get_active_clients': () =>
    json([
      { profileId: SAH, fullName: 'Iris Aged', fundingProgram: 'SUPPORT_AT_HOME' },
      { profileId: NDIS, fullName: 'Noah Williams', fundingProgram: 'NDIS' },
    ]),
  'GET /api/SupportAtHome/get_services': () => json(SERVICES),
};

/** The field as the shift form holds it, the chosen value written out. */
function Harness({ clientsId, onPick }: { clientsId: string[]; onPick: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <h1>Add a shift</h1>
      <SahServiceField
        clientsId={clientsId}
        value={value}
        onChange={(v) => {
          setValue(v);
          onPick(v);
        }}
      />
    </>
  );
}

describe('the shift form’s Support at Home service (issue 39 item 3)', { timeout: 30_000 }, () => {
  it('appears for a Support at Home client and offers the company’s services', async () => {
    const onPick = vi.fn();
    await renderPage('/app/roster', () => <Harness clientsId={[SAH]} onPick={onPick} />, {
      role: 'Administrator',
      api,
    });
    await userEvent.click(await screen.findByPlaceholderText('Choose the service delivered'));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Personal care (SERV-0031)', hidden: true }),
    );
    expect(onPick).toHaveBeenCalledWith(SERVICE);
  });

  it('is not shown for an NDIS client', async () => {
    await renderPage('/app/roster', () => <Harness clientsId={[NDIS]} onPick={vi.fn()} />, {
      role: 'Administrator',
      api,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByLabelText(/Support at Home service/)).toBeNull();
  });
});
