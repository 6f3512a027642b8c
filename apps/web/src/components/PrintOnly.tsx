import { useEffect, type ReactNode } from 'react';

const BODY_CLASS = 'print-only-document';
const STYLE_ID = 'print-only-document-style';

/**
 * On paper only the document: the app behind (#root) is left out, the dialog's own chrome (title, template choice,
 * buttons) is hidden, and the document starts at the top of the first page.
 */
const PRINT_CSS = `@media print {
  body.${BODY_CLASS} #root { display: none !important; }
  body.${BODY_CLASS} * { visibility: hidden !important; }
  body.${BODY_CLASS} [data-print-document], body.${BODY_CLASS} [data-print-document] * { visibility: visible !important; }
  body.${BODY_CLASS} .ant-modal-wrap { position: absolute !important; inset: 0 auto auto 0 !important; overflow: visible !important; }
  body.${BODY_CLASS} .ant-modal { top: 0 !important; width: 100% !important; max-width: none !important; padding: 0 !important; }
  body.${BODY_CLASS} .ant-modal-content { box-shadow: none !important; padding: 0 !important; }
  body.${BODY_CLASS} [data-print-document] { position: absolute; left: 0; top: 0; width: 100%; }
}`;

/**
 * Marks the document a dialog shows as the only thing its Print button puts on paper (spec 02 §5): while it is
 * mounted, the browser's print (window.print or the user's Ctrl+P) prints it alone, not the sidebar and the list behind.
 */
export default function PrintOnly({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!document.getElementById(STYLE_ID)) {
      const style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = PRINT_CSS;
      document.head.appendChild(style);
    }
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, []);
  return <div data-print-document>{children}</div>;
}
