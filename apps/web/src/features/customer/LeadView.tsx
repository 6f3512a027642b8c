import { FOLLOW_UP_WAYS, type FollowUpWay, type LeadAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Select,
  Space,
  Spin,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { addFollowUp, fetchLead, moveLead } from './api';
import LeadDialog from './LeadDialog';
import { StageTag } from './tags';
import { formatDateTime } from '../../locales/format';

interface FollowUpValues {
  followedOn: Dayjs;
  way: FollowUpWay;
  summary: string;
  nextFollowUpOn?: Dayjs | null;
}

/** One lead: its details, the stage actions core's table allows, follow-ups with dates, the customer it became, the log. */
export default function LeadView({ no }: { no: string }) {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['customer-leads', 'detail', no], queryFn: () => fetchLead(no), enabled: !!no });
  const [editing, setEditing] = useState(false);
  const [following, setFollowing] = useState(false);
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  /** A move in flight: the buttons wait for the lead it leaves, so no second move goes out on the old version. */
  const [moving, setMoving] = useState(false);
  const [form] = Form.useForm<FollowUpValues>();
  const reload = () => {
    void client.invalidateQueries({ queryKey: ['customer-leads'] });
    void client.invalidateQueries({ queryKey: ['customers'] });
  };

  if (!no) return <Alert type="warning" message={t('none')} />;
  if (query.isLoading) return <Spin />;
  const lead = query.data;
  if (!lead) return <Alert type="warning" message={t('none')} />;
  const open = lead.actions.length > 0 && lead.stage !== 'lost';

  const act = async (action: LeadAction, why?: string) => {
    setMoving(true);
    try {
      const answer = await moveLead(lead.no, { action, reason: why, rowVersion: lead.rowVersion });
      setLosing(false);
      if (action === 'win' && answer.customerUid)
        navigate(`/customer-files-add/index?uid=${encodeURIComponent(answer.customerUid)}`);
    } catch {
      // shown by the shell, naming the state
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: ['customer-leads'] }),
      client.invalidateQueries({ queryKey: ['customers'] }),
    ]);
    setMoving(false);
  };

  const follow = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await addFollowUp(lead.no, {
        followedOn: values.followedOn.format('YYYY-MM-DD'),
        way: values.way,
        summary: values.summary,
        nextFollowUpOn: values.nextFollowUpOn ? values.nextFollowUpOn.format('YYYY-MM-DD') : null,
        rowVersion: lead.rowVersion,
      });
      setFollowing(false);
      form.resetFields();
    } catch {
      // shown by the shell
    }
    reload();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="lead-detail">
      <Card
        size="small"
        title={
          <Space wrap>
            {`${lead.no} ${lead.company}`}
            <StageTag stage={lead.stage} />
          </Space>
        }
        extra={
          <Space wrap>
            {open && (
              <Button onClick={() => setEditing(true)} data-testid="lead-edit">
                {t('button.edit')}
              </Button>
            )}
            {open && (
              <Button onClick={() => setFollowing(true)} data-testid="lead-follow">
                {t('button.followUp')}
              </Button>
            )}
            {lead.actions.map((action) => (
              <Button
                key={action}
                type={action === 'win' ? 'primary' : 'default'}
                danger={action === 'lose'}
                disabled={moving}
                onClick={() => (action === 'lose' ? setLosing(true) : void act(action))}
                data-testid={`lead-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('field.contactName')}>{lead.contactName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.phone')}>{lead.phone || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.email')}>{lead.email || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.source')}>{t(`source.${lead.source}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.nextFollowUpOn')}>{lead.nextFollowUpOn ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.salesman')}>{lead.salesman?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.requirement')} span={2}>
            {lead.requirement || '—'}
          </Descriptions.Item>
          {lead.lostReason && (
            <Descriptions.Item label={t('field.lostReason')} span={2}>
              {lead.lostReason}
            </Descriptions.Item>
          )}
          {lead.customer && (
            <Descriptions.Item label={t('field.customer')} span={2}>
              <Typography.Link
                onClick={() => navigate(`/customer-files-add/index?uid=${encodeURIComponent(lead.customer!.uid)}`)}
                data-testid="lead-customer"
              >{`${lead.customer.customerNo} ${lead.customer.name}`}</Typography.Link>
            </Descriptions.Item>
          )}
          {lead.note && (
            <Descriptions.Item label={t('field.note')} span={2}>
              {lead.note}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card size="small" title={t('title.followUps')}>
        {lead.followUps.length === 0 ? (
          <Typography.Text type="secondary">{t('noFollowUps')}</Typography.Text>
        ) : (
          <Timeline
            data-testid="lead-follow-ups"
            items={lead.followUps.map((f) => ({
              key: f.uid,
              children: (
                <>
                  <Typography.Text strong>{`${f.followedOn} · ${t(`way.${f.way}`)} · ${f.by}`}</Typography.Text>
                  <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{f.summary}</div>
                  {f.nextFollowUpOn && (
                    <Typography.Text type="secondary">{`${t('field.nextFollowUpOn')}: ${f.nextFollowUpOn}`}</Typography.Text>
                  )}
                </>
              ),
            }))}
          />
        )}
      </Card>
      <Card size="small" title={t('title.log')}>
        <Timeline
          items={lead.log.map((l, i) => ({ key: i, children: `${formatDateTime(l.at)} — ${l.words}` }))}
          data-testid="lead-log"
        />
      </Card>
      <LeadDialog
        open={editing}
        editing={lead}
        onClose={(saved) => {
          setEditing(false);
          if (saved) reload();
        }}
      />
      <Dialog
        open={following}
        title={t('title.followUp')}
        onCancel={() => setFollowing(false)}
        onOk={() => void follow()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ followedOn: dayjs(), way: 'call' }}>
          <Form.Item
            name="followedOn"
            label={t('field.followedOn')}
            rules={[{ required: true, message: t('required') }]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="way" label={t('field.way')} rules={[{ required: true, message: t('required') }]}>
            <Select options={FOLLOW_UP_WAYS.map((w) => ({ value: w, label: t(`way.${w}`) }))} />
          </Form.Item>
          <Form.Item
            name="summary"
            label={t('field.summary')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input.TextArea rows={3} maxLength={1000} data-testid="lead-summary" />
          </Form.Item>
          <Form.Item name="nextFollowUpOn" label={t('field.nextFollowUpOn')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Dialog>
      <Dialog
        open={losing}
        title={t('title.lose')}
        onCancel={() => setLosing(false)}
        onOk={() => void act('lose', reason)}
        okButtonProps={{ disabled: !reason.trim(), danger: true }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('field.lostReason')}
          data-testid="lead-lost-reason"
        />
      </Dialog>
    </Space>
  );
}
