import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SignatureDialog } from './SignatureDialog.tsx';
import { SIGNATURE_MESSAGES } from './signature-image.ts';

// jsdom has no 2D canvas: a stand-in context that draws nothing, and toBlob that yields a tiny PNG.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function stubCanvas() {
  const ctx = new Proxy(
    { measureText: (text: string) => ({ width: text.length * 20 }) },
    {
      get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob([PNG_BYTES], { type: 'image/png' })),
  );
}

function renderDialog() {
  const onSave = vi.fn().mockResolvedValue({ status: 'Success' });
  renderWithProviders(<SignatureDialog opened onClose={vi.fn()} onSave={onSave} />);
  return { onSave };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save signature' }));
const chooseMode = async (mode: 'Draw' | 'Type' | 'Upload') => userEvent.click(await screen.findByText(mode));

describe('the signature dialog', () => {
  beforeEach(stubCanvas);

  it('asks for a drawing before saving an empty pad', async () => {
    const { onSave } = renderDialog();
    expect(await screen.findByLabelText('Signature drawing pad')).toBeTruthy();
    await save();
    expect(await screen.findByText(SIGNATURE_MESSAGES.draw)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for typed text, keeps it to 15 characters, and saves it as a PNG', async () => {
    const { onSave } = renderDialog();
    await chooseMode('Type');
    const field = screen.getByLabelText('Type your name') as HTMLInputElement;
    await userEvent.type(field, '   ');
    await save();
    expect(await screen.findByText(SIGNATURE_MESSAGES.type)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'Margaret Elizabeth Thompson');
    expect(field.value).toBe('Margaret Elizab');
    expect(field.value).toHaveLength(15);
    expect(screen.getByText('15/15 characters')).toBeTruthy();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const file = onSave.mock.calls[0]?.[0] as File;
    expect(file.name).toBe('signature.png');
    expect(file.type).toBe('image/png');
  });

  it('asks for an image before saving in upload mode, and takes only PNG or JPEG', async () => {
    const { onSave } = renderDialog();
    await chooseMode('Upload');
    await save();
    expect(await screen.findByText(SIGNATURE_MESSAGES.upload)).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('image/png');
    await userEvent.upload(input, new File(['%PDF-1.7 not an image'], 'sig.png', { type: 'image/png' }));
    expect(await screen.findByText(/must be a PNG or JPEG image/)).toBeTruthy();

    await userEvent.upload(input, new File([PNG_BYTES], 'sig.png', { type: 'image/png' }));
    expect(await screen.findByAltText('Your signature')).toBeTruthy();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0] as [File])[0].name).toBe('sig.png');
  });
});
