/** The spec's pause between the click and the referral PDF opening (spec 2 §9). */
export const REFERRAL_PDF_DELAY_MS = 2000;

const PREPARING_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529}
main{text-align:center;padding:24px}.spin{width:36px;height:36px;margin:0 auto 16px;border:4px solid #c9ecef;border-top-color:#0b7285;border-radius:50%;animation:s .9s linear infinite}
@keyframes s{to{transform:rotate(360deg)}}p{color:#868e96;margin:8px 0 0}`;

/** The waiting tab's content, built with DOM calls (no document.write, which restarts the tab's loading). */
function showPreparing(doc: Document): void {
  doc.title = 'Preparing the referral PDF…';
  const viewport = doc.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1';
  const style = doc.createElement('style');
  style.textContent = PREPARING_CSS;
  doc.head.append(viewport, style);
  const main = doc.createElement('main');
  main.setAttribute('role', 'status');
  const spinner = doc.createElement('div');
  spinner.className = 'spin';
  const heading = doc.createElement('strong');
  heading.textContent = 'Preparing the referral PDF…';
  const note = doc.createElement('p');
  note.textContent = 'It will open here in a moment.';
  main.append(spinner, heading, note);
  doc.body.append(main);
}

/** What the pop-up needs from the browser (tests pass fakes). */
export interface PdfWindowDeps {
  open: (url: string, target: string) => Window | null;
  later: (run: () => void, ms: number) => void;
  assign: (href: string) => void;
}

const BROWSER: PdfWindowDeps = {
  open: (url, target) => window.open(url, target),
  later: (run, ms) => {
    window.setTimeout(run, ms);
  },
  assign: (href) => window.location.assign(href),
};

/**
 * Opens the referral PDF page in a new tab two seconds after the click (spec 2 §9). The tab is
 * opened at once, inside the click, so pop-up blockers allow it; it says the PDF is being prepared
 * and moves on after the pause. When the browser blocks it anyway, this tab goes there instead.
 */
export function openReferralPdf(href: string, deps: PdfWindowDeps = BROWSER): void {
  // Absolute: the new tab's own address (about:blank) is no base for a relative one.
  const url = new URL(href, window.location.href).href;
  const tab = deps.open('', '_blank');
  if (tab) {
    try {
      showPreparing(tab.document);
    } catch {
      // A tab we cannot write into still gets the PDF after the pause.
    }
  }
  deps.later(() => {
    if (tab && !tab.closed) {
      tab.location.href = url;
    } else if (!tab) {
      deps.assign(url);
    }
  }, REFERRAL_PDF_DELAY_MS);
}
