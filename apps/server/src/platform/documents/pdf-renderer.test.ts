import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { renderPdf } from './index.js';

describe('the PDF renderer', () => {
  const document = {
    title: '报价单',
    subtitle: '深圳示范电路板厂',
    fields: [
      { label: '客户', value: 'C-1001 深圳市华星电子有限公司' },
      { label: 'Quantity', value: '1000' },
      { label: '報價單號', value: 'QT202611250001' },
    ],
    tables: [
      {
        title: '材料成本项',
        columns: [{ label: '物料编号' }, { label: '单价', align: 'right' as const }],
        rows: Array.from({ length: 80 }, (_, i) => [`M-${i}`, '100.5']),
      },
    ],
    totals: [{ label: '金额', value: 'USD 987.45' }],
    notes: ['備考：見積は30日間有効です'],
  };

  it('embeds a subset of the CJK font, so Chinese and Japanese text can be read back', async () => {
    const pdf = await renderPdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    expect(text).toContain('深圳市华星电子有限公司');
    expect(text).toContain('報價單號');
    expect(text).toContain('見積は30日間有効です');
    expect(text).toContain('USD 987.45');
    expect(text).toContain('M-79');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('stays small: only the glyphs used are embedded', async () => {
    const pdf = await renderPdf(document);
    expect(pdf.length).toBeLessThan(200_000);
  });
});
