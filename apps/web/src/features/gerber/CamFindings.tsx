import type { QuotationParameter } from '@pcbunion/core';
import { Alert, Descriptions, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { filledParameters } from './cam-values';
import FileIdentification from './FileIdentification';
import type { CamAnalysis } from './types';

const mm = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value} mm`);

/**
 * What the CAM analysis found: the quotation parameters it fills (value, unit, how it was found), the other
 * measurements, how each file was read (role, confidence, evidence), its warnings, and the warning that a size
 * without an outline is a guess.
 */
export default function CamFindings({
  analysis,
  parameters,
}: {
  analysis: CamAnalysis;
  parameters?: readonly QuotationParameter[] | undefined;
}) {
  const { t } = useTranslation('gerber');
  const filled = parameters ? filledParameters(parameters, analysis) : [];
  const size =
    analysis.widthMm !== null && analysis.heightMm !== null ? `${analysis.widthMm} × ${analysis.heightMm} mm` : '—';
  // cam's units: mm, or `count` (a plain number).
  const unit = (u: string | undefined) => (u && u !== 'count' ? u : '');
  const sides = (flags: { top: boolean; bottom: boolean }) =>
    [flags.top && t('preview.top'), flags.bottom && t('preview.bottom')].filter(Boolean).join(' + ') ||
    t('findings.none');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="cam-findings">
      {analysis.sizeIsGuess && (
        <Alert
          type="warning"
          showIcon
          data-testid="size-guess"
          message={t('findings.sizeGuess')}
          description={analysis.found.widthMm}
        />
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('findings.size')}>
          <span data-testid="cam-size">{size}</span>
          <Typography.Text type="secondary"> · {t(`findings.sizeFrom.${analysis.sizeFrom}`)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('findings.layers')}>
          <span data-testid="cam-layers">{analysis.copperLayers}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('findings.drill')}>
          {t('findings.drillText', {
            hits: analysis.drill.hits,
            min: mm(analysis.drill.minHoleMm),
            max: mm(analysis.drill.maxHoleMm),
            slots: analysis.drill.slots,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('findings.minTrace')}>{mm(analysis.minTraceMm)}</Descriptions.Item>
        <Descriptions.Item label={t('findings.solderMask')}>{sides(analysis.solderMask)}</Descriptions.Item>
        <Descriptions.Item label={t('findings.silkscreen')}>{sides(analysis.silkscreen)}</Descriptions.Item>
        <Descriptions.Item label={t('findings.goldFingers')}>
          {analysis.goldFingers.detected ? analysis.goldFingers.count : t('findings.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('findings.castellated')}>
          {analysis.castellatedHoles.detected ? analysis.castellatedHoles.count : t('findings.none')}
        </Descriptions.Item>
      </Descriptions>
      {filled.length > 0 && (
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          title={() => t('findings.filled')}
          data-testid="cam-filled"
          dataSource={filled}
          columns={[
            {
              title: t('findings.parameter'),
              dataIndex: 'name',
              render: (name: string, row) => `${name} (${row.code})`,
            },
            {
              title: t('findings.value'),
              dataIndex: 'value',
              render: (value: number | null, row) =>
                value === null ? (
                  <Typography.Text type="secondary">{t('findings.notFound')}</Typography.Text>
                ) : (
                  <b data-testid={`filled-${row.code}`}>{`${value} ${unit(row.unit)}`.trim()}</b>
                ),
            },
            {
              title: t('findings.how'),
              dataIndex: 'how',
              render: (how?: string) => <Typography.Text type="secondary">{how ?? '—'}</Typography.Text>,
            },
          ]}
        />
      )}
      <FileIdentification files={analysis.files} />
      {analysis.warnings.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('findings.warnings')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {analysis.warnings.map((w, i) => (
                <li key={i}>{w.file ? `${w.file}: ${w.message}` : w.message}</li>
              ))}
            </ul>
          }
        />
      )}
    </Space>
  );
}
