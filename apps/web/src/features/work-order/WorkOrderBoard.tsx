import { COMPLAINT_TYPES, CONSULT_TYPES, WORK_ORDER_STATUSES, type WorkOrderKind } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Input, Segmented, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useChannelMessages } from '../../stores/messages';
import { listWorkOrders, type WorkOrder } from './api';
import { Thumbnails } from './images';
import { SlaTag, StatusTag, typeLabel } from './labels';
import NewWorkOrderDialog from './NewWorkOrderDialog';
import WorkOrderDrawer from './WorkOrderDrawer';
import { formatDateTime } from '../../locales/format';

type Side = 'all' | 'staff' | 'customer';

/**
 * The work-order list every entry point shows (spec 02 §6: members file from /want-consult, /complaint-list and
 * /pricing-suggestion; staff work in /work-order-center): search, filters, sort, paging, thumbnails, SLA age, and
 * the work order in a drawer (opened by a click or by `?no=` from the bell's message). New messages refresh it live.
 */
export default function WorkOrderBoard(props: {
  kind?: WorkOrderKind;
  newKinds: WorkOrderKind[];
  defaultSide?: Side;
  testId: string;
}) {
  const { t } = useTranslation('workOrder');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [side, setSide] = useState<Side>(props.defaultSide ?? 'all');
  const [status, setStatus] = useState<string[]>([]);
  const [type, setType] = useState<string | undefined>();
  const [kind, setKind] = useState<WorkOrderKind | undefined>(props.kind);
  const [assignee, setAssignee] = useState<string | undefined>();
  const [overdue, setOverdue] = useState(false);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [filing, setFiling] = useState<WorkOrderKind | null>(null);
  const [open, setOpen] = useState<string | null>(params.get('no'));

  // The bell's message opens its work order (…?no=WO…).
  const linked = params.get('no');
  const [openedLink, setOpenedLink] = useState(linked);
  if (linked !== openedLink) {
    setOpenedLink(linked);
    if (linked) setOpen(linked);
  }
  const closeDrawer = () => {
    setOpen(null);
    if (params.has('no')) {
      const next = new URLSearchParams(params);
      next.delete('no');
      setParams(next, { replace: true });
    }
  };

  // A message pushed over the WebSocket (a reply, a status change, a new work order) refreshes what is shown.
  const messages = useChannelMessages();
  const newest = messages[0]?.id;
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === seen.current) return;
    seen.current = newest;
    void client.invalidateQueries({ queryKey: ['work-orders'] });
    void client.invalidateQueries({ queryKey: ['work-order', 'detail'] });
  }, [newest, client]);

  const types = kind === 'consult' ? CONSULT_TYPES : kind === 'complaint' ? COMPLAINT_TYPES : [];
  const filters = {
    side: side === 'all' ? undefined : side,
    kind,
    status: status.length ? status.join(',') : undefined,
    type,
    assignee,
    overdue: overdue ? '1' : undefined,
    keyword,
  };

  return (
    <Flex vertical gap="middle" data-testid={props.testId}>
      <Card size="small">
        <Flex gap="small" wrap align="center">
          <Segmented<Side>
            value={side}
            onChange={setSide}
            options={(['all', 'staff', 'customer'] as const).map((value) => ({ value, label: t(`sides.${value}`) }))}
            data-testid="work-order-side"
          />
          {!props.kind && (
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('field.kind')}
              value={kind}
              onChange={(v: WorkOrderKind | undefined) => (setKind(v), setType(undefined))}
              options={(['consult', 'complaint', 'pricing_suggestion'] as const).map((value) => ({
                value,
                label: t(`kinds.${value}`),
              }))}
            />
          )}
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('anyStatus')}
            value={status}
            onChange={setStatus}
            options={WORK_ORDER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            data-testid="work-order-status-filter"
          />
          {types.length > 0 && (
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('anyType')}
              value={type}
              onChange={setType}
              options={types.map((value) => ({
                value,
                label: t(kind === 'consult' ? `consultTypes.${value}` : `complaintTypes.${value}`),
              }))}
            />
          )}
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('anyAssignee')}
            value={assignee}
            onChange={setAssignee}
            options={[
              { value: 'me', label: t('assignedToMe') },
              { value: 'unassigned', label: t('unassigned') },
            ]}
          />
          <Checkbox checked={overdue} onChange={(e) => setOverdue(e.target.checked)}>
            {t('overdueOnly')}
          </Checkbox>
          <Input.Search
            allowClear
            style={{ width: 300 }}
            placeholder={t('searchPlaceholder')}
            onSearch={(v) => setKeyword(v.trim() || undefined)}
            data-testid="work-order-search"
          />
        </Flex>
      </Card>
      <Card size="small">
        <PagedTable<WorkOrder>
          queryKey={['work-orders', props.testId]}
          filters={filters}
          fetch={listWorkOrders}
          rowKey="no"
          toolbar={() => (
            <Space>
              {props.newKinds.map((k) => (
                <Button key={k} type="primary" onClick={() => setFiling(k)} data-testid={`new-${k}`}>
                  {k === 'consult' ? t('newConsult') : k === 'complaint' ? t('newComplaint') : t('newSuggestion')}
                </Button>
              ))}
            </Space>
          )}
          columns={[
            {
              title: t('field.no'),
              dataIndex: 'no',
              sorter: true,
              render: (no: string) => (
                <Typography.Link onClick={() => setOpen(no)} data-testid="work-order-no">
                  {no}
                </Typography.Link>
              ),
            },
            {
              title: t('field.images'),
              dataIndex: 'attachments',
              render: (_, row) => <Thumbnails images={row.attachments} />,
            },
            ...(props.kind
              ? []
              : [
                  {
                    title: t('field.kind'),
                    dataIndex: 'kind',
                    sorter: true,
                    render: (v: WorkOrderKind) => t(`kinds.${v}`),
                  },
                ]),
            { title: t('field.type'), dataIndex: 'type', render: (_, row) => typeLabel(t, row) },
            {
              title: t('field.title'),
              dataIndex: 'title',
              sorter: true,
              render: (title: string, row) => (
                <Typography.Link onClick={() => setOpen(row.no)}>{title}</Typography.Link>
              ),
            },
            {
              title: t('field.status'),
              dataIndex: 'status',
              sorter: true,
              render: (_, row) => <StatusTag status={row.status} />,
            },
            { title: t('field.customer'), dataIndex: ['customer', 'name'] },
            { title: t('field.handler'), dataIndex: ['handler', 'name'] },
            {
              title: t('field.assignee'),
              dataIndex: ['assignee', 'name'],
              render: (v: string | undefined) => v ?? t('noneYet'),
            },
            { title: t('field.age'), dataIndex: 'age', sorter: true, render: (_, row) => <SlaTag wo={row} /> },
            {
              title: t('field.lastActivity'),
              dataIndex: 'lastActivityAt',
              sorter: true,
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('field.operations'),
              fixed: 'right',
              render: (_, row) => (
                <Button size="small" type="link" onClick={() => setOpen(row.no)}>
                  {t('view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <NewWorkOrderDialog
        kind={filing}
        onClose={(created) => {
          setFiling(null);
          if (created) {
            void client.invalidateQueries({ queryKey: ['work-orders'] });
            setOpen(created.no);
          }
        }}
      />
      <WorkOrderDrawer no={open} onClose={closeDrawer} />
    </Flex>
  );
}
