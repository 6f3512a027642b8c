import { useQuery } from '@tanstack/react-query';
import { Button, Input, InputNumber, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { listFlows, listProcedures, type ProcessLine } from '../api';

type Key = 'referenceTimes' | 'timesAdjustment' | 'difficulty' | 'difficultyAdjustment' | 'specialAddition';

/** Process flow of the quotation: ordered steps with the process-line fields; a product's flow can be loaded whole. */
export default function ProcessLines({
  lines,
  onChange,
  readOnly,
  errors,
}: {
  lines: ProcessLine[];
  onChange: (lines: ProcessLine[]) => void;
  readOnly: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('quotation');
  const procedures = useQuery({
    queryKey: ['procedures', 'all'],
    queryFn: () => listProcedures({ page_no: 1, page_size: 100 }),
  });
  const flows = useQuery({
    queryKey: ['process-flows', 'all'],
    queryFn: () => listFlows({ page_no: 1, page_size: 100 }),
    enabled: !readOnly,
  });
  const set = (i: number, change: Partial<ProcessLine>) =>
    onChange(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));
  const error = (i: number, field: string) => errors[`processes.${i}.${field}`];
  const text = (key: Key, width = 90) => ({
    title: t(`field.${key}`),
    width,
    render: (_: unknown, line: ProcessLine, i: number) =>
      readOnly ? (
        line[key]
      ) : (
        <Input
          size="small"
          status={error(i, key) ? 'error' : undefined}
          value={line[key] ?? ''}
          onChange={(e) => set(i, { [key]: e.target.value || null })}
        />
      ),
  });
  const next = () => Math.max(0, ...lines.map((l) => l.serialNo ?? 0)) + 1;
  return (
    <Table<ProcessLine>
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={lines}
      scroll={{ x: true }}
      title={
        readOnly
          ? undefined
          : () => (
              <Select
                placeholder={t('action.loadFlow')}
                style={{ width: 280 }}
                options={(flows.data?.data ?? []).map((f) => ({
                  value: f.productNo,
                  label: `${f.productNo} ${f.productName}`,
                }))}
                onChange={(productNo: string) =>
                  onChange(flows.data?.data.find((f) => f.productNo === productNo)?.steps ?? lines)
                }
                data-testid="load-flow"
              />
            )
      }
      footer={
        readOnly
          ? undefined
          : () => (
              <Button
                onClick={() =>
                  onChange([
                    ...lines,
                    { serialNo: next(), processType: '', procedure: '', referenceTimes: '1', difficulty: '1' },
                  ])
                }
              >
                {t('action.addLine')}
              </Button>
            )
      }
      columns={[
        {
          title: t('field.serialNo'),
          width: 80,
          render: (_, line, i) =>
            readOnly ? (
              line.serialNo
            ) : (
              <InputNumber
                size="small"
                min={0}
                value={line.serialNo}
                onChange={(v) => set(i, { serialNo: v })}
                status={error(i, 'serialNo') ? 'error' : undefined}
              />
            ),
        },
        {
          title: t('field.processType'),
          width: 120,
          render: (_, line, i) =>
            readOnly ? (
              line.processType
            ) : (
              <Input
                size="small"
                value={line.processType ?? ''}
                status={error(i, 'processType') ? 'error' : undefined}
                onChange={(e) => set(i, { processType: e.target.value })}
              />
            ),
        },
        {
          title: t('field.procedure'),
          width: 180,
          render: (_, line, i) =>
            readOnly ? (
              line.procedure
            ) : (
              <Select
                size="small"
                showSearch
                style={{ width: 170 }}
                status={error(i, 'procedure') ? 'error' : undefined}
                value={line.procedure || undefined}
                options={(procedures.data?.data ?? []).map((p) => ({
                  value: p.name,
                  label: `${p.processTypeName} / ${p.name}`,
                }))}
                onChange={(name: string) => {
                  const p = procedures.data?.data.find((x) => x.name === name);
                  set(i, {
                    procedure: name,
                    processType: p?.processTypeName ?? line.processType,
                    unitCost: p?.unitCost,
                    referenceTimes: p?.referenceTimes ?? line.referenceTimes,
                    difficulty: p?.difficulty ?? line.difficulty,
                  });
                }}
              />
            ),
        },
        { title: t('field.unitCost'), dataIndex: 'unitCost', align: 'right', width: 100 },
        text('referenceTimes'),
        text('timesAdjustment'),
        text('difficulty'),
        text('difficultyAdjustment'),
        text('specialAddition'),
        {
          title: '',
          render: (_, line, i) =>
            readOnly ? null : (
              <Space>
                <Button size="small" type="link" danger onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                  {t('action.remove')}
                </Button>
              </Space>
            ),
        },
      ]}
    />
  );
}
