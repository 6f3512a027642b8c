import { Space, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComparedRow, Verdict } from './api';

const COLOUR: Record<Verdict, string> = { fine: 'success', upgrade: 'warning', cannot: 'error' };

/** The design-rule verdict of a factory as a tag, and why (the figures beyond its standard) written under it. */
export default function VerdictCell({ design }: { design: ComparedRow['design'] }) {
  const { t } = useTranslation('instantQuote');
  const { token } = theme.useToken();
  return (
    <Space orientation="vertical" size={2} style={{ maxWidth: 260 }}>
      <Tag color={COLOUR[design.verdict]} data-testid="compare-verdict" data-verdict={design.verdict}>
        {t(`compare.verdicts.${design.verdict}`)}
      </Tag>
      {design.reason && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="compare-reason">
          {design.reason}
        </Typography.Text>
      )}
    </Space>
  );
}
