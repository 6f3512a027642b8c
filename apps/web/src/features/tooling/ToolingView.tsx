import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { actOnTooling, fetchTooling, sendTooling, yuan, type ToolTransfer } from './api';
import { ToolingStatusTag, TransferStatusTag } from './StatusTag';
import { formatDateTime } from '../../locales/format';

type Doing = null | 'record_use' | 'scrap' | 'transfer';

/** One tooling (`?no=`): owner, cost and amortisation, where it is, its transfers and log; record use, scrap, send to another factory. */
export default function ToolingView({ no }: { no: string }) {
  const { t } = useTranslation('tooling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['toolings', 'detail', no], queryFn: () => fetchTooling(no) });
  const [doing, setDoing] = useState<Doing>(null);
  const [form] = Form.useForm<{
    units?: number;
    reason?: string;
    toFactoryNo?: string;
    toLocation?: string;
    note?: string;
  }>();
  const d = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: ['toolings'] });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !d) return;
    try {
      if (doing === 'transfer') {
        const sent = await sendTooling({
          toolingNo: d.no,
          toFactoryNo: v.toFactoryNo!.trim(),
          toLocation: v.toLocation?.trim() || undefined,
          note: v.note?.trim() || undefined,
        });
        void message.success(t('sent', { no: sent.no }));
      } else if (doing) {
        await actOnTooling(d.no, { action: doing, units: v.units, reason: v.reason?.trim(), rowVersion: d.rowVersion });
        void message.success(t(`done.${doing}`));
      }
      setDoing(null);
      reload();
    } catch (error) {
      if (!showFieldError(form, error, ['units', 'reason', 'toFactoryNo', 'toLocation', 'note']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const start = (what: Doing) => {
    form.resetFields();
    setDoing(what);
  };
  if (query.isError)
    return (
      <Card size="small">
        <Empty description={t('none')} />
      </Card>
    );
  if (!d) return <Card size="small" loading />;
  const transferColumns = [
    // The transfers between factories are the factories' screen: the customer reads their numbers here.
    {
      title: t('field.transferNo'),
      dataIndex: 'no',
      render: (n: string) =>
        d.side === 'factory' ? (
          <Typography.Link
            onClick={() => navigate(`/tooling-transfer-management-details/index?no=${encodeURIComponent(n)}`)}
          >
            {n}
          </Typography.Link>
        ) : (
          n
        ),
    },
    { title: t('field.from'), key: 'from', render: (_: unknown, r: ToolTransfer) => r.from.name ?? '—' },
    { title: t('field.to'), key: 'to', render: (_: unknown, r: ToolTransfer) => r.to.name ?? '—' },
    {
      title: t('field.status'),
      dataIndex: 'status',
      render: (s: ToolTransfer['status']) => <TransferStatusTag status={s} />,
    },
    { title: t('field.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
  ];
  return (
    <Card
      size="small"
      data-testid="tooling-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${d.no} · ${d.name}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button onClick={() => navigate('/tooling-collaboration/index')}>{t('back')}</Button>
          {d.actions.includes('record_use') && (
            <Button onClick={() => start('record_use')} data-testid="tooling-use">
              {t('action.record_use')}
            </Button>
          )}
          {d.actions.includes('transfer') && (
            <Button type="primary" onClick={() => start('transfer')} data-testid="tooling-transfer">
              {t('action.transfer')}
            </Button>
          )}
          {d.actions.includes('scrap') && (
            <Button danger onClick={() => start('scrap')} data-testid="tooling-scrap">
              {t('action.scrap')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.status')}>
            <ToolingStatusTag status={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('field.kind')}>{t(`kind.${d.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.customer')}>{d.customer.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.orderNo')}>{d.orderNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.owner')}>{t(`owner.${d.owner}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.factory')}>{d.factory.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.cost')}>{yuan(d.cost)}</Descriptions.Item>
          <Descriptions.Item label={t('field.amortisation')}>
            <Flex vertical>
              <span>
                {t('amortisedOf', {
                  used: d.amortisedUnits,
                  over: d.amortiseOver,
                  basis: t(`basis.${d.amortiseBasis}`),
                })}
              </span>
              <Progress percent={d.percent} size="small" />
              <span>{`${t('field.amortised')} ${yuan(d.amortised)} · ${t('field.remaining')} ${yuan(d.remaining)}`}</span>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item
            label={t('field.location')}
            span={2}
          >{`${d.holder.name ?? ''} · ${d.location || '—'}`}</Descriptions.Item>
          {d.scrapReason && (
            <Descriptions.Item label={t('field.reason')} span={2}>
              {d.scrapReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5}>{t('transfers')}</Typography.Title>
        <Table<ToolTransfer>
          size="small"
          rowKey="no"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={transferColumns}
          dataSource={d.transfers}
        />
        <Typography.Title level={5}>{t('log')}</Typography.Title>
        <Timeline items={d.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
      </Flex>
      <Dialog
        open={doing !== null}
        title={doing ? t(`action.${doing}`) : ''}
        onCancel={() => setDoing(null)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          {doing === 'record_use' && (
            <Form.Item name="units" label={t('field.units')} rules={[{ required: true, message: t('required') }]}>
              <InputNumber
                min={1}
                max={d.amortiseOver - d.amortisedUnits || 1}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )}
          {doing === 'scrap' && (
            <Form.Item
              name="reason"
              label={t('field.reason')}
              rules={[{ required: true, whitespace: true, message: t('required') }]}
            >
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
          )}
          {doing === 'transfer' && (
            <>
              <Form.Item
                name="toFactoryNo"
                label={t('field.toFactoryNo')}
                rules={[{ required: true, whitespace: true, message: t('required') }]}
                extra={t('factoryHint')}
              >
                <Input maxLength={32} data-testid="tooling-to" />
              </Form.Item>
              <Form.Item name="toLocation" label={t('field.toLocation')}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="note" label={t('field.note')}>
                <Input.TextArea maxLength={500} rows={2} />
              </Form.Item>
            </>
          )}
        </Form>
      </Dialog>
    </Card>
  );
}
