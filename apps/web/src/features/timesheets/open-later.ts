/** Spec 3 §9: generated PDF tabs open two seconds after the request. */
export const PDF_TAB_DELAY_MS = 2_000;

/**
 * A new tab for a PDF that opens two seconds after the request's reply. The tab is opened blank
 * now, while the click still counts as the user's (a browser blocks a tab opened later from a
 * timer), and is sent to the PDF page after the delay; `cancel` closes it when the request fails.
 */
export function pdfTabLater(): { openAfterDelay: (path: string) => void; cancel: () => void } {
  const tab = window.open('', '_blank');
  return {
    openAfterDelay(path: string) {
      window.setTimeout(() => {
        if (tab && !tab.closed) {
          tab.location.href = path;
        } else {
          window.open(path, '_blank');
        }
      }, PDF_TAB_DELAY_MS);
    },
    cancel() {
      tab?.close();
    },
  };
}

/** The path of a PDF page: each part encoded (ISO instants keep their colons readable by the router). */
export const pdfPath = (...parts: string[]) => `/pdf/${parts.map(encodeURIComponent).join('/')}`;
