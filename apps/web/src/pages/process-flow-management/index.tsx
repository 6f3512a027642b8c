import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, List, Tabs, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import Dialog from '../../components/Dialog';
import PagedTable from '../../components/PagedTable';
import {
  deleteFlow,
  importFlows,
  listFlows,
  saveFlow,
  type ProcessFlow,
  type ProcessLine,
} from '../../features/quotation/api';
import ProcessLines from '../../features/quotation/editor/ProcessLines';
import ProceduresTable from '../../features/quotation/masters/ProceduresTable';

/** Process flow management (spec 02 §2): flows per product with a cost summary; Excel import (all or nothing) and export. */
export default function ProcessFlowManagementPage() {
  const { t } = useTranslation('quotation');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [search, setSearch] = useState<string>();
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [editing, setEditing] = useState<{
    productNo: string;
    productName: string;
    steps: ProcessLine[];
    isNew: boolean;
  } | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['process-flows'] });

  const upload = async (file: File) => {
    try {
      const result = await importFlows(file);
      setImportErrors([]);
      void message.success(t('prompt.imported', result));
      reload();
    } catch (error) {
      const errors =
        error instanceof ApiError
          ? ((error.data as { errors?: Array<{ text: string }> })?.errors ?? []).map((e) => e.text)
          : [];
      setImportErrors(errors.length ? errors : [error instanceof Error ? error.message : String(error)]);
    }
    return false;
  };

  const flows = (
    <Flex vertical gap="middle" data-testid="process-flow-management">
      {importErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setImportErrors([])}
          message={t('prompt.importErrors', { count: importErrors.length })}
          description={
            <List size="small" dataSource={importErrors} renderItem={(text) => <List.Item>{text}</List.Item>} />
          }
          data-testid="import-errors"
        />
      )}
      <Card size="small">
        <PagedTable<ProcessFlow>
          queryKey={['process-flows']}
          filters={{ search }}
          fetch={listFlows}
          rowKey="productNo"
          selection="single"
          toolbar={({ requireOne }) => (
            <>
              <Input.Search
                allowClear
                placeholder={t('action.search')}
                style={{ width: 220 }}
                onSearch={(v) => setSearch(v.trim() || undefined)}
              />
              <Button
                type="primary"
                onClick={() => setEditing({ productNo: '', productName: '', steps: [], isNew: true })}
              >
                {t('flow.newFlow')}
              </Button>
              <Button
                onClick={() => {
                  const row = requireOne();
                  if (row)
                    setEditing({
                      productNo: row.productNo,
                      productName: row.productName,
                      steps: row.steps,
                      isNew: false,
                    });
                }}
              >
                {t('action.edit')}
              </Button>
              <Button
                danger
                onClick={() => {
                  const row = requireOne();
                  if (row)
                    modal.confirm({
                      title: t('prompt.confirmDelete', { no: row.productNo }),
                      onOk: async () => (await deleteFlow(row.productNo), reload()),
                    });
                }}
              >
                {t('action.delete')}
              </Button>
              <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => upload(file)}>
                <Button data-testid="flow-import">{t('action.import')}</Button>
              </Upload>
              <Button href="/api/process-flows/export" data-testid="flow-export">
                {t('action.export')}
              </Button>
            </>
          )}
          columns={[
            { title: t('field.productNo'), dataIndex: 'productNo' },
            { title: t('field.productName'), dataIndex: 'productName' },
            { title: t('field.steps'), render: (_, row) => row.summary.steps },
            { title: t('field.costPerM2'), render: (_, row) => row.summary.costPerM2 },
            { title: t('section.flow'), render: (_, row) => row.steps.map((s) => s.procedure).join(' → ') },
          ]}
        />
      </Card>
      <Dialog
        open={editing !== null}
        width={1100}
        title={editing?.isNew ? t('flow.newFlow') : t('flow.title', { no: editing?.productNo })}
        destroyOnHidden
        onCancel={() => setEditing(null)}
        onOk={async () => {
          try {
            await saveFlow(editing!.productNo.trim(), {
              productName: editing!.productName.trim(),
              steps: editing!.steps,
            });
          } catch {
            return; // the API error toast says what is wrong; the dialog stays open to correct it
          }
          void message.success(t('prompt.flowSaved'));
          setEditing(null);
          reload();
        }}
      >
        {editing && (
          <Flex vertical gap="small">
            <Flex gap="small">
              <Input
                addonBefore={t('field.productNo')}
                disabled={!editing.isNew}
                value={editing.productNo}
                onChange={(e) => setEditing({ ...editing, productNo: e.target.value })}
              />
              <Input
                addonBefore={t('field.productName')}
                value={editing.productName}
                onChange={(e) => setEditing({ ...editing, productName: e.target.value })}
              />
            </Flex>
            <ProcessLines
              lines={editing.steps}
              onChange={(steps) => setEditing({ ...editing, steps })}
              readOnly={false}
              errors={{}}
            />
          </Flex>
        )}
      </Dialog>
    </Flex>
  );
  return (
    <Tabs
      items={[
        { key: 'flows', label: t('section.flows'), children: flows },
        {
          key: 'procedures',
          label: t('section.procedures'),
          children: (
            <Card size="small">
              <ProceduresTable />
            </Card>
          ),
        },
      ]}
    />
  );
}
