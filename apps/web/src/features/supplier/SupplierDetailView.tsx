import { EVALUATION_CRITERIA, type SupplierAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Input, Modal, Rate, Result, Space, Spin, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getSupplier, moveSupplier, type SupplierDetail, type SupplierDocument } from './api';
import DocumentDialog from './DocumentDialog';
import DocumentTable from './DocumentTable';
import EvaluationDialog from './EvaluationDialog';
import SupplierDialog from './SupplierDialog';
import SupplierStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

type Move = Exclude<SupplierAction, 'approve' | 'reject'>;

/**
 * One supplier file: its master data, qualification documents with their expiry, evaluations and the operation log
 * in words; the actions of its state (the table of packages/core). The supplier enterprise reading its own file
 * sees it without actions, evaluations or log.
 */
export default function SupplierDetailView() {
  const { t } = useTranslation('supplier');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const supplier = useQuery({ queryKey: ['supplier', uid], queryFn: () => getSupplier(uid), enabled: uid !== '' });
  const [dialog, setDialog] = useState<'edit' | 'document' | 'evaluate' | null>(null);
  const [editing, setEditing] = useState<SupplierDocument | null>(null);
  const [reasonFor, setReasonFor] = useState<'suspend' | null>(null);
  const [reason, setReason] = useState('');
  if (!uid) return <Result status="info" title={t('chooseSupplier')} />;
  if (supplier.isLoading || !supplier.data) return <Spin />;
  const s: SupplierDetail = supplier.data;
  const factory = s.role === 'factory';
  const reload = () =>
    void client
      .invalidateQueries({ queryKey: ['supplier', uid] })
      .then(() => client.invalidateQueries({ queryKey: ['suppliers'] }));
  const run = async (action: Move, body: { reason?: string } = {}) => {
    await moveSupplier(uid, action, { ...body, version: s.version });
    message.success(t(`done.${action}`));
    reload();
  };
  const press = (action: SupplierAction) => {
    if (action === 'approve' || action === 'reject') return setDialog('evaluate');
    if (action === 'suspend') return setReasonFor('suspend');
    return void run(action);
  };
  // Approve and reject are one button: the evaluation decides.
  const buttons = s.actions.filter((a) => a !== 'reject');
  return (
    <Flex vertical gap="middle" data-testid="supplier-detail">
      <Card
        size="small"
        title={
          <Space wrap>
            {`${s.supplierNo} · ${s.name}`}
            <SupplierStatusTag status={s.status} />
          </Space>
        }
        extra={
          factory && (
            <Space wrap>
              {buttons.map((action) => (
                <Button
                  key={action}
                  type={action === 'approve' || action === 'evaluate' ? 'primary' : 'default'}
                  danger={action === 'suspend'}
                  onClick={() => press(action)}
                  data-testid={`supplier-action-${action}`}
                >
                  {t(action === 'approve' ? 'action.evaluateNow' : `action.${action}`)}
                </Button>
              ))}
              <Button onClick={() => setDialog('edit')} data-testid="supplier-edit">
                {t('action.edit')}
              </Button>
            </Space>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('column.shortName')}>{s.shortName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('column.enterprise')}>
            {s.enterprise ? `${s.enterprise.no} ${s.enterprise.name}` : t('notLinked')}
          </Descriptions.Item>
          {!factory && <Descriptions.Item label={t('column.factory')}>{s.factory.name}</Descriptions.Item>}
          <Descriptions.Item label={t('column.categories')}>
            {s.categories.map((c) => t(`category.${c}`)).join(', ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item
            label={t('column.paymentTerms')}
          >{`${t(`paymentTerm.${s.paymentTerms}`)} · ${s.currency}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.taxNo')}>{s.taxNo || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('column.bankName')}>
            {[s.bankName, s.bankAccount].filter(Boolean).join(' ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('column.address')}>{s.address || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('column.rating')}>
            {s.rating ? <Rate disabled value={s.rating} style={{ fontSize: 14 }} /> : '—'}
          </Descriptions.Item>
          {s.statusReason && <Descriptions.Item label={t('column.statusReason')}>{s.statusReason}</Descriptions.Item>}
          {factory && s.note && <Descriptions.Item label={t('column.note')}>{s.note}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card size="small" title={t('column.contacts')}>
        <Table
          size="small"
          rowKey={(c) => `${c.name}-${c.phone}`}
          pagination={false}
          dataSource={s.contacts}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('column.contact'), dataIndex: 'name' },
            { title: t('column.role'), dataIndex: 'role' },
            { title: t('column.phone'), dataIndex: 'phone' },
            { title: t('column.email'), dataIndex: 'email' },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('column.documents')}
        extra={
          factory && (
            <Button size="small" onClick={() => setDialog('document')} data-testid="supplier-add-document">
              {t('action.addDocument')}
            </Button>
          )
        }
      >
        <DocumentTable
          supplierUid={uid}
          documents={s.documentList}
          factory={factory}
          onEdit={setEditing}
          onChanged={reload}
        />
      </Card>
      {factory && s.evaluations.length > 0 && (
        <Card size="small" title={t('evaluations')}>
          <Table
            size="small"
            rowKey="uid"
            pagination={false}
            dataSource={s.evaluations}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('evaluatedAt'), render: (_, e) => formatDateTime(e.evaluatedAt) },
              { title: t('evaluator'), dataIndex: 'evaluator' },
              ...EVALUATION_CRITERIA.map((c) => ({
                title: t(`criteria.${c}`),
                render: (_: unknown, e: SupplierDetail['evaluations'][number]) => e.scores[c],
              })),
              { title: t('totalColumn'), dataIndex: 'total' },
              { title: t('decision.label'), render: (_, e) => t(`decision.${e.decision}`) },
              { title: t('reason'), dataIndex: 'reason' },
            ]}
          />
        </Card>
      )}
      {factory && (
        <Card size="small" title={t('log')}>
          <Timeline
            items={s.log.map((entry) => ({ children: `${formatDateTime(entry.at)} ${entry.words}` }))}
            data-testid="supplier-log"
          />
        </Card>
      )}
      <SupplierDialog
        open={dialog === 'edit'}
        supplier={s}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
      <DocumentDialog
        key={editing ? `${editing.uid}-${editing.version}` : 'new'}
        supplierUid={uid}
        document={editing}
        open={dialog === 'document' || editing !== null}
        onClose={() => {
          setDialog(null);
          setEditing(null);
        }}
        onSaved={() => {
          setDialog(null);
          setEditing(null);
          reload();
        }}
      />
      <EvaluationDialog
        supplierUid={uid}
        version={s.version}
        open={dialog === 'evaluate'}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
      <Modal
        open={reasonFor !== null}
        title={t('action.suspend')}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onCancel={() => setReasonFor(null)}
        onOk={() =>
          void run('suspend', { reason }).then(() => {
            setReasonFor(null);
            setReason('');
          })
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('reason')}
          data-testid="supplier-reason"
        />
      </Modal>
    </Flex>
  );
}
