import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getBook, ParameterFields } from '../../features/pricing';
import { readTableSettings, writeTableSettings } from '../../features/pricing/table-settings';
import { useSession } from '../../stores/session';

/** Form setting of a quotation table: the reference board (parameters other than quantity) and optional quantity breaks. */
export default function FormSettingManagementDetailsPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const product = search.get('product') ?? '';
  const merchant = useSession().authInfo?.user.enterprise_uid;
  const book = useQuery({
    queryKey: ['pricing', 'book', merchant ?? ''],
    queryFn: () => getBook(merchant),
    enabled: !!merchant,
  });
  const [settings, setSettings] = useState(() => readTableSettings(product));
  if (!book.data) return <Spin />;
  const quantityCode = book.data.book.roles.quantity;
  const parameters = book.data.book.parameters.filter((p) => p.code !== quantityCode);
  const apply = () => {
    writeTableSettings(product, settings);
    navigate(`/valuation-project-quoted-detail/index?product=${encodeURIComponent(product)}`);
  };
  return (
    <Card
      title={`${t('table.formSetting')} — ${product}`}
      extra={
        <Space>
          <Button onClick={() => setSettings({ params: {} })}>{t('table.reset')}</Button>
          <Button type="primary" onClick={apply}>
            {t('table.apply')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('table.formSettingHelp')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('table.quantities')} extra={t('table.quantitiesHelp')}>
          <Input
            value={settings.quantities ?? ''}
            placeholder="10,50,100,500"
            onChange={(e) =>
              setSettings((s) => ({ ...s, quantities: e.target.value.replace(/[^\d,]/g, '') || undefined }))
            }
          />
        </Form.Item>
      </Form>
      <ParameterFields
        parameters={parameters}
        values={settings.params}
        onChange={(code, value) => setSettings((s) => ({ ...s, params: { ...s.params, [code]: value } }))}
      />
    </Card>
  );
}
