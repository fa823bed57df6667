import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddressWarnings } from './AddressWarnings.tsx';

describe('the client profile’s address warnings', () => {
  it('says when the client has no state (NSW prices) and no map position', () => {
    renderWithProviders(<AddressWarnings client={{ state: null, latitude: null, longitude: null }} />);
    expect(screen.getByText('No state recorded')).toBeTruthy();
    expect(screen.getByText(/priced at NSW prices/)).toBeTruthy();
    expect(screen.getByText('No map position')).toBeTruthy();
  });

  it('names a state pricing cannot read, and says nothing about a located client', () => {
    renderWithProviders(<AddressWarnings client={{ state: 'Sydney', latitude: -33.8, longitude: 151.2 }} />);
    expect(screen.getByText(/“Sydney” is not an Australian state or territory/)).toBeTruthy();
    expect(screen.queryByText('No map position')).toBeNull();
  });

  it('shows nothing when the state and the position are known', () => {
    renderWithProviders(
      <AddressWarnings client={{ state: 'New South Wales', latitude: -33.8, longitude: 151.2 }} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No state recorded')).toBeNull();
  });
});
