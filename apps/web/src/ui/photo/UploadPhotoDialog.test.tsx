import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { clampZoom, UploadPhotoDialog } from './UploadPhotoDialog.tsx';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], 'me.png', { type: 'image/png' });
};

function renderDialog() {
  const onSave = vi.fn().mockResolvedValue({ status: 'Success' });
  renderWithProviders(<UploadPhotoDialog opened onClose={vi.fn()} onSave={onSave} />);
  return { onSave, input: () => document.querySelector('input[type="file"]') as HTMLInputElement };
}

describe('the photo crop dialog', () => {
  it('zooms from 1 to 3 in steps of 0.1, and no further either way', async () => {
    const { input } = renderDialog();
    await screen.findByRole('dialog', { name: 'Upload Photo' });
    await userEvent.upload(input(), png());
    const slider = await screen.findByRole('slider', { name: 'Zoom' });
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('3');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');

    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('1.1');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
  });

  it('keeps zoom from the crop gestures (pinch, wheel) inside the same bounds', () => {
    expect(clampZoom(0.4)).toBe(1);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(3.8)).toBe(3);
  });

  it('refuses a photo over 2 MB, and one that is not PNG or JPEG, before sending anything', async () => {
    const { input, onSave } = renderDialog();
    await screen.findByRole('dialog', { name: 'Upload Photo' });
    await userEvent.upload(input(), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText(/larger than 2 MB/)).toBeTruthy();
    await userEvent.upload(input(), new File(['GIF89a…'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(/must be a PNG or JPEG image/)).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
