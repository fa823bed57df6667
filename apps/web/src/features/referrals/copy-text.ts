/**
 * Copies text to the clipboard. The Clipboard API needs a secure page (https or localhost); an office
 * server reached over plain http falls back to the older copy command on a hidden text box.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const box = document.createElement('textarea');
  box.value = text;
  box.setAttribute('readonly', '');
  box.style.position = 'fixed';
  box.style.opacity = '0';
  document.body.appendChild(box);
  box.select();
  try {
    if (!document.execCommand('copy')) {
      throw new Error('The browser refused to copy.');
    }
  } finally {
    box.remove();
  }
}
