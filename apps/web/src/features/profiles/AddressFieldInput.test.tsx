import { profileEdit } from '@care/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditSectionDialog } from './EditSectionDialog.tsx';
import { CLIENT_PERSONAL_FIELDS } from './section-fields.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const PLACE = {
  placeId: 'ChIJparramatta12',
  formattedAddress: '3/12 Smith St, Parramatta NSW 2150, Australia',
  address: '3/12 Smith Street',
  suburb: 'Parramatta',
  city: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  country: 'Australia',
  latitude: -33.8136,
  longitude: 151.0034,
};
const SUGGESTION = {
  placeId: PLACE.placeId,
  description: '3/12 Smith Street, Parramatta NSW, Australia',
  mainText: '3/12 Smith Street',
  secondaryText: 'Parramatta NSW, Australia',
};

const addressInput = () =>
  screen.getAllByLabelText('Address').find((el) => el.tagName === 'INPUT') as HTMLInputElement;

function openDialog(onSave = vi.fn().mockResolvedValue({})) {
  startSession(loginReplyFor('Administrator'));
  renderWithProviders(
    <EditSectionDialog
      opened
      onClose={() => undefined}
      title="Edit Personal Information"
      fields={CLIENT_PERSONAL_FIELDS}
      record={{ phoneNumber: '0412345678', address: null, latitude: null, longitude: null }}
      schema={profileEdit}
      onSave={onSave}
    />,
  );
  return onSave;
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the address field of Edit Personal Information', () => {
  it('fills street, suburb, state and postcode from the chosen place and saves its coordinates', async () => {
    stubApi({
      'GET /api/Places/suggest': () => json({ configured: true, suggestions: [SUGGESTION] }),
      'GET /api/Places/details/ChIJparramatta12': () => json(PLACE),
    });
    const onSave = openDialog();
    await userEvent.type(addressInput(), '12 Smith');
    await userEvent.click(await screen.findByText(SUGGESTION.description, {}, { timeout: 5000 }));
    await waitFor(() =>
      expect((screen.getByLabelText('Suburb') as HTMLInputElement).value).toBe('Parramatta'),
    );
    expect(addressInput().value).toBe('3/12 Smith Street');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('2150');
    expect(screen.getByText('Located on the map (used for clock-in)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      address: '3/12 Smith Street',
      state: 'NSW',
      latitude: -33.8136,
      longitude: 151.0034,
    });
  });

  it('says nothing when no places service is set up: the address is typed in full', async () => {
    stubApi({ 'GET /api/Places/suggest': () => json({ configured: false, suggestions: [] }) });
    const onSave = openDialog();
    await userEvent.type(addressInput(), '7 Quiet Lane');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByText(/Failed to retrieve location/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ address: '7 Quiet Lane', latitude: null });
  });

  it("says 'Failed to retrieve location.' when the service fails, and typing still works", async () => {
    stubApi({
      'GET /api/Places/suggest': () =>
        json({ status: 'Error', message: 'Failed to retrieve location.' }, 502),
    });
    openDialog();
    await userEvent.type(addressInput(), '12 Broken Road');
    expect(
      await screen.findByText(/Failed to retrieve location\. You can still type/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(addressInput().value).toBe('12 Broken Road');
  });
});
