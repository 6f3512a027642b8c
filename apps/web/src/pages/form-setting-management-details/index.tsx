import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getBook, ParameterFields } from '../../features/pricing';
import {
  saveTableSettings,
  tableSettingsKey,
  useTableSettings,
  type TableSettings,
} from '../../features/pricing/table-settings';
import { useSession } from '../../stores/session';

/** The setting as edited: the saved one until the person changes something. */
type Draft = Pick<TableSettings, 'params' | 'quantities'>;

/**
 * Form setting of a quotation table: the reference board (parameters other than quantity) and optional quantity
 * breaks, saved on the server for this person in this enterprise (it follows them to another browser).
 */
export default function FormSettingManagementDetailsPage() {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const product = search.get('product') ?? '';
  const merchant = useSession().authInfo?.user.enterprise_uid;
  const book = useQuery({
    queryKey: ['pricing', 'book', merchant ?? ''],
    queryFn: () => getBook(merchant),
    enabled: !!merchant,
  });
  const saved = useTableSettings(product);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    mutationFn: (settings: Draft) => saveTableSettings({ product, ...settings }),
    onSuccess: (answer) => {
      client.setQueryData(tableSettingsKey(product), answer);
      navigate(`/valuation-project-quoted-detail/index?product=${encodeURIComponent(product)}`);
    },
    onError: () => void message.error(t('table.settingsNotSaved')),
  });
  // Opened without a product (from the menu), there is no setting to read: the form shows empty and cannot save.
  if (!book.data || (product && !saved.data)) return <Spin />;
  const settings: Draft = draft ?? { params: saved.data?.params ?? {}, quantities: saved.data?.quantities ?? null };
  const quantityCode = book.data.book.roles.quantity;
  const parameters = book.data.book.parameters.filter((p) => p.code !== quantityCode);
  return (
    <Card
      title={`${t('table.formSetting')} — ${product}`}
      extra={
        <Space>
          <Button onClick={() => setDraft({ params: {}, quantities: null })}>{t('table.reset')}</Button>
          <Button
            type="primary"
            disabled={!product}
            loading={save.isPending}
            onClick={() => save.mutate(settings)}
            data-testid="table-settings-apply"
          >
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
            data-testid="table-settings-quantities"
            onChange={(e) =>
              setDraft({
                ...settings,
                quantities: e.target.value.replace(/[^\d,]/g, '').replace(/^,+|,+$/g, '') || null,
              })
            }
          />
        </Form.Item>
      </Form>
      <ParameterFields
        parameters={parameters}
        values={settings.params}
        onChange={(code, value) => setDraft({ ...settings, params: { ...settings.params, [code]: value } })}
      />
    </Card>
  );
}
