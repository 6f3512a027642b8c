import { CheckCircleTwoTone, WarningTwoTone } from '@ant-design/icons';
import { Descriptions, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssemblyQuoteAnswer, Finding } from './api';

/** The Gerber's counts beside the BOM's and the placement file's, what agrees and what differs, and the files' row errors. */
export default function CrossCheck({ answer }: { answer: AssemblyQuoteAnswer }) {
  const { t } = useTranslation('assembly');
  const { gerber, bom, pnp, crossCheck } = answer;
  const errors: Finding[] = [...(bom?.errors ?? []), ...(pnp?.errors ?? [])];
  return (
    <div data-testid="assembly-cross-check">
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('check.gerber')}>
          {t('check.gerberCounts', {
            topPads: gerber.top.pads,
            topParts: gerber.top.parts,
            bottomPads: gerber.bottom.pads,
            bottomParts: gerber.bottom.parts,
            tht: gerber.throughHoleJoints,
          })}
          {gerber.source === 'mask' && <Typography.Text type="secondary"> {t('check.fromMask')}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('check.bom')}>
          {bom
            ? t('check.bomCounts', { parts: bom.parts, unique: bom.uniqueParts, name: bom.fileName })
            : t('check.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('check.pnp')}>
          {pnp ? t('check.pnpCounts', { top: pnp.top, bottom: pnp.bottom, name: pnp.fileName }) : t('check.none')}
        </Descriptions.Item>
      </Descriptions>
      {crossCheck.checks.length > 0 && (
        <List
          size="small"
          dataSource={crossCheck.checks}
          renderItem={(check) => (
            <List.Item>
              {check.ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <WarningTwoTone twoToneColor="#faad14" />}{' '}
              {check.message}
            </List.Item>
          )}
        />
      )}
      {errors.length > 0 && (
        <List
          size="small"
          header={<Typography.Text type="danger">{t('check.fileErrors')}</Typography.Text>}
          dataSource={errors}
          renderItem={(error) => <List.Item>{error.message}</List.Item>}
        />
      )}
    </div>
  );
}
