import { Button, Card, Space, Typography } from 'antd';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Later from './Later';
import { FactoryCompare } from './sections';

type Props = Omit<ComponentProps<typeof FactoryCompare>, 'ref'> & {
  /** The page's parts may render (the first price is painted). */
  ready: boolean;
};

/**
 * "Compare factories" (issue 29): closed, a line and a button — nothing is read; opened, the board priced in every
 * factory, following the form as it changes.
 */
export default function CompareCard({ ready, ...view }: Props) {
  const { t } = useTranslation('instantQuote');
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={t('compare.title')}
      data-testid="iq-compare"
      extra={
        open && (
          <Button type="link" onClick={() => setOpen(false)} data-testid="iq-compare-hide">
            {t('compare.hide')}
          </Button>
        )
      }
    >
      {open ? (
        <Later ready={ready}>
          <FactoryCompare {...view} />
        </Later>
      ) : (
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text type="secondary">{t('compare.teaser')}</Typography.Text>
          <Button onClick={() => setOpen(true)} data-testid="iq-compare-open">
            {t('compare.open')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
