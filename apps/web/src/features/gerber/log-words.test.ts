import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/gerber';
import zhCN from '../../locales/zh-CN/gerber';
import { describeLogEntry } from './log-words';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    resources: { en: { gerber: en }, 'zh-CN': { gerber: zhCN } },
    defaultNS: 'gerber',
    interpolation: { escapeValue: false },
  }),
);
const entry = (action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => ({
  at: '2026-11-25T08:00:00Z',
  action,
  actor: 'Zhang Wei',
  before,
  after,
});

describe('the Gerber operation log in words', () => {
  it('tells a review as before → after with the statuses’ names, and the reason', () => {
    const lines = describeLogEntry(
      i18n.getFixedT('en'),
      entry(
        'reviewed',
        { audit_status: 'under_review', remarks: null },
        { audit_status: 'failed', remarks: 'outline missing' },
      ),
    );
    expect(lines).toEqual(['Audit: Under review → Rejected', 'Remarks: — → outline missing']);
  });

  it('tells a binding with the kind and number, and an unbinding', () => {
    const t = i18n.getFixedT('en');
    expect(
      describeLogEntry(
        t,
        entry('bound', { binding_status: 'unbound' }, { binding_status: 'bound', kind: 'quotation', number: 'QT-1' }),
      ),
    ).toEqual(['Binding: Unbound → Bound', 'Number: Quotation QT-1']);
    expect(
      describeLogEntry(
        t,
        entry('unbound', { binding_status: 'bound', kind: 'inquiry', number: 'INQ-7' }, { binding_status: 'unbound' }),
      ),
    ).toEqual(['Binding: Bound → Unbound', 'Number: Inquiry INQ-7 → —']);
  });

  it('tells an analysis by its measurements and a failure by its reason, never as JSON', () => {
    const t = i18n.getFixedT('zh-CN');
    const analysed = describeLogEntry(
      t,
      entry(
        'analysed',
        { upload_status: 'uploading' },
        {
          upload_status: 'success',
          width_mm: 68.58,
          height_mm: 53.34,
          copper_layers: 2,
          size_from: 'outline',
          analysis_ms: 412,
        },
      ),
    );
    expect(analysed).toEqual(['上传状态: 上传中 → 上传成功', '宽度: 68.58 mm', '高度: 53.34 mm', '铜层数: 2']);
    const failed = describeLogEntry(
      t,
      entry(
        'analysis-failed',
        { upload_status: 'uploading', audit_status: 'under_review' },
        { upload_status: 'failed', audit_status: 'failed', error_code: 'TIMEOUT', message: 'took 20 s' },
      ),
    );
    expect(failed.join('\n')).not.toMatch(/[{}"]|_status|TIMEOUT/);
    expect(failed).toContain(`原因: ${zhCN.camError.TIMEOUT}`);
  });
});
