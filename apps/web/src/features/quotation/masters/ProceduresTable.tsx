import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../../components/PagedTable';
import { listProcedures, listProcessTypes, saveProcedure, saveProcessType, type Procedure } from '../api';
import MasterForm from './MasterForm';

/** Process types and procedures with reference times, difficulty coefficients and cost per m² and pass. */
export default function ProceduresTable() {
  const { t } = useTranslation('quotation');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [search, setSearch] = useState<string>();
  const [dialog, setDialog] = useState<{ kind: 'type' } | { kind: 'procedure'; row?: Procedure } | null>(null);
  const types = useQuery({ queryKey: ['process-types'], queryFn: listProcessTypes });
  const reload = () => (
    void client.invalidateQueries({ queryKey: ['procedures'] }),
    void client.invalidateQueries({ queryKey: ['process-types'] })
  );
  const saved = () => (void message.success(t('prompt.saved')), setDialog(null), reload());
  return (
    <>
      <PagedTable<Procedure>
        queryKey={['procedures']}
        filters={{ search }}
        fetch={listProcedures}
        rowKey="uid"
        selection="single"
        toolbar={({ requireOne }) => (
          <>
            <Input.Search
              allowClear
              placeholder={t('action.search')}
              style={{ width: 220 }}
              onSearch={(v) => setSearch(v.trim() || undefined)}
            />
            <Button onClick={() => setDialog({ kind: 'type' })}>{t('procedure.addType')}</Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'procedure' })}>
              {t('procedure.addProcedure')}
            </Button>
            <Button
              onClick={() => {
                const row = requireOne();
                if (row) setDialog({ kind: 'procedure', row });
              }}
            >
              {t('action.edit')}
            </Button>
            <Button href="/api/process-procedures/export">{t('action.export')}</Button>
          </>
        )}
        columns={[
          { title: t('field.processType'), dataIndex: 'processTypeName', sorter: true },
          { title: t('field.code'), dataIndex: 'code', sorter: true },
          { title: t('field.procedure'), dataIndex: 'name', sorter: true },
          { title: t('field.referenceTimes'), dataIndex: 'referenceTimes', align: 'right', sorter: true },
          { title: t('field.difficulty'), dataIndex: 'difficulty', align: 'right', sorter: true },
          { title: t('field.unitCost'), dataIndex: 'unitCost', align: 'right', sorter: true },
        ]}
      />
      <MasterForm<{ code: string; name: string }>
        open={dialog?.kind === 'type'}
        title={t('procedure.addType')}
        fields={[
          { name: 'code', label: t('field.code'), required: true },
          { name: 'name', label: t('field.name'), required: true },
        ]}
        onCancel={() => setDialog(null)}
        onSave={async (values) => (await saveProcessType(values), saved())}
      />
      <MasterForm<Omit<Procedure, 'uid' | 'processTypeCode' | 'processTypeName'>>
        open={dialog?.kind === 'procedure'}
        title={t('procedure.addProcedure')}
        initial={dialog?.kind === 'procedure' ? dialog.row : undefined}
        fields={[
          {
            name: 'processTypeUid',
            label: t('field.processType'),
            required: true,
            options: (types.data ?? []).map((ty) => ({ value: ty.uid, label: ty.name })),
          },
          { name: 'code', label: t('field.code'), required: true },
          { name: 'name', label: t('field.procedure'), required: true },
          { name: 'referenceTimes', label: t('field.referenceTimes'), required: true },
          { name: 'difficulty', label: t('field.difficulty'), required: true },
          { name: 'unitCost', label: t('field.unitCost'), required: true },
        ]}
        onCancel={() => setDialog(null)}
        onSave={async (values) => (
          await saveProcedure(values, dialog?.kind === 'procedure' ? dialog.row?.uid : undefined),
          saved()
        )}
      />
    </>
  );
}
