import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Image, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actOnBarcodeRule, fetchBarcodeRule, previewPdfUrl, previewPngUrl, type RuleAction } from './api';
import RuleDialog from './RuleDialog';
import RuleTags from './RuleTags';
import { formatDateTime } from '../../locales/format';

/** One rule: what it prints, the barcode preview and a printable sample label, its actions and its log. */
export default function RuleView({ no }: { no: string }) {
  const { t } = useTranslation('barcode');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: ['barcode-rules', 'detail', no],
    queryFn: () => fetchBarcodeRule(no),
    enabled: Boolean(no),
  });
  const rule = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: ['barcode-rules'] });

  const act = async (action: RuleAction) => {
    if (!rule) return;
    try {
      await actOnBarcodeRule(rule.no, action, rule.rowVersion);
      void message.success(t(`action.${action}`));
      reload();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      reload();
    }
  };

  if (query.isLoading) return <Spin />;
  if (!rule) return <Empty description={t('none')} />;
  const actions: RuleAction[] =
    rule.status === 'disabled' ? ['enable'] : rule.isDefault ? [] : ['makeDefault', 'disable'];
  return (
    <Flex vertical gap="middle" data-testid="barcode-rule-view">
      <Card
        size="small"
        title={`${rule.name} · ${rule.no}`}
        extra={
          <Flex wrap gap="small">
            <Button onClick={() => setEditing(true)} data-testid="br-edit">
              {t('edit')}
            </Button>
            {actions.map((a) => (
              <Button key={a} onClick={() => void act(a)} data-testid={`br-${a}`}>
                {t(`action.${a}`)}
              </Button>
            ))}
            <Button onClick={() => navigate('/barcode-settings/index')}>{t('back')}</Button>
          </Flex>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('field.usage')}>{t(`usage.${rule.usage}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.symbology')}>{t(`symbology.${rule.symbology}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.size')}>{`${rule.widthMm} × ${rule.heightMm} mm`}</Descriptions.Item>
          <Descriptions.Item label={t('field.status')}>
            <RuleTags status={rule.status} isDefault={rule.isDefault} />
          </Descriptions.Item>
          <Descriptions.Item label={t('field.fields')}>
            {rule.fields.map((f) => t(`labelField.${f}`)).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.note')}>{rule.note ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('preview')}>
        <Flex vertical gap="small" align="start">
          <Image
            src={previewPngUrl(rule.no, rule.rowVersion)}
            alt={t('preview')}
            style={{ maxWidth: '100%', maxHeight: 160 }}
            data-testid="br-preview"
          />
          <Typography.Text type="secondary">{t('previewNote')}</Typography.Text>
          <Button href={previewPdfUrl(rule.no, rule.rowVersion)} target="_blank" data-testid="br-preview-pdf">
            {t('previewPdf')}
          </Button>
        </Flex>
      </Card>
      <Card size="small" title={t('log')}>
        <Timeline items={rule.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} · ${l.text}` }))} />
      </Card>
      <RuleDialog
        open={editing}
        editing={rule}
        onClose={(saved) => {
          setEditing(false);
          if (saved) reload();
        }}
      />
    </Flex>
  );
}
