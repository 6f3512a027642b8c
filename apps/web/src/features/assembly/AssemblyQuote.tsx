import { UploadOutlined } from '@ant-design/icons';
import type { GerberAssembly } from '@pcbunion/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, InputNumber, Radio, Row, Space, Switch, Typography, Upload } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filePayload, quoteAssembly, quoteStencil, type BoardRef, type FilePayload } from './api';
import CrossCheck from './CrossCheck';
import PriceLines from './PriceLines';

/** What the customer chose; the instant-quote page keeps it in the quote's state and hands it back as `value`. */
export interface AssemblyChoices {
  stencil: boolean;
  kind: 'framed' | 'frameless';
  assembly: boolean;
  boards: number;
  sourcing: 'customer' | 'factory';
  bom: FilePayload | null;
  pnp: FilePayload | null;
}

export interface AssemblyTotals {
  currency: string | null;
  stencil: string | null;
  assembly: string | null;
}

export interface AssemblyQuoteProps {
  /** The factory (uid or number); the platform's default factory when left out. */
  merchant?: string | undefined;
  /** The board: an instant quote's id (its stored analysis), a Gerber file's id (signed in), or an analysis in hand (its `assembly`). */
  quoteId?: string | undefined;
  gerberFileId?: string | undefined;
  analysis?: { assembly?: GerberAssembly | undefined } | null | undefined;
  /** Boards to assemble when the customer has not chosen (the form's quantity). */
  boards?: number | undefined;
  /** Choices to start from (restored from a saved quote). */
  value?: Partial<AssemblyChoices> | undefined;
  /** Every change of the choices, with the totals they price to. */
  onChange?: ((choices: AssemblyChoices, totals: AssemblyTotals) => void) | undefined;
}

const DEFAULTS: AssemblyChoices = {
  stencil: true,
  kind: 'framed',
  assembly: true,
  boards: 5,
  sourcing: 'customer',
  bom: null,
  pnp: null,
};
const fileKey = (file: FilePayload | null) => (file ? `${file.name}:${file.content.length}` : '');

/**
 * Stencil and assembly (PCBA) prices of one board, each line explained: the stencil per side with paste (framed or
 * frameless), the assembly from the Gerber's SMD pads and through-hole joints, with an optional BOM and
 * pick-and-place file checked against each other and the Gerber.
 */
export default function AssemblyQuote({
  merchant,
  quoteId,
  gerberFileId,
  analysis,
  boards,
  value,
  onChange,
}: AssemblyQuoteProps) {
  const { t } = useTranslation('assembly');
  const [choices, setChoices] = useState<AssemblyChoices>({ ...DEFAULTS, ...(boards ? { boards } : {}), ...value });
  const change = (patch: Partial<AssemblyChoices>) => setChoices((old) => ({ ...old, ...patch }));
  const gerber = analysis?.assembly;
  const board: BoardRef | null = useMemo(
    () =>
      quoteId
        ? { merchant, quoteId }
        : gerberFileId
          ? { merchant, gerberFileId }
          : gerber
            ? { merchant, gerber }
            : null,
    [merchant, quoteId, gerberFileId, gerber],
  );
  const boardKey = board ? JSON.stringify(board) : '';

  const stencil = useQuery({
    queryKey: ['assembly', 'stencil', boardKey, choices.kind],
    queryFn: ({ signal }) => quoteStencil({ ...board!, kind: choices.kind }, signal),
    enabled: !!board && choices.stencil,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const assembly = useQuery({
    queryKey: [
      'assembly',
      'quote',
      boardKey,
      choices.boards,
      choices.sourcing,
      fileKey(choices.bom),
      fileKey(choices.pnp),
    ],
    queryFn: ({ signal }) =>
      quoteAssembly(
        {
          ...board!,
          boards: choices.boards,
          sourcing: choices.sourcing,
          ...(choices.bom && { bom: choices.bom }),
          ...(choices.pnp && { pnp: choices.pnp }),
        },
        signal,
      ),
    enabled: !!board && choices.assembly && choices.boards >= 1,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const stencilTotal = choices.stencil ? (stencil.data?.total ?? null) : null;
  const assemblyTotal = choices.assembly ? (assembly.data?.quote.total ?? null) : null;
  const currency = stencil.data?.currency ?? assembly.data?.currency ?? null;
  // The parent hears of a new choice or price, not of its own new onChange (which would loop).
  const report = useEffectEvent((now: AssemblyChoices, totals: AssemblyTotals) => onChange?.(now, totals));
  useEffect(() => {
    report(choices, { currency, stencil: stencilTotal, assembly: assemblyTotal });
  }, [choices, currency, stencilTotal, assemblyTotal]);

  const attach = (field: 'bom' | 'pnp') => (file: File) => {
    void filePayload(file).then((payload) => change({ [field]: payload }));
    return false;
  };

  if (!board) return <Alert type="info" showIcon message={t('needGerber')} data-testid="assembly-quote" />;
  return (
    <Card title={t('title')} data-testid="assembly-quote">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Switch
            checked={choices.stencil}
            onChange={(on) => change({ stencil: on })}
            aria-label={t('stencil.want')}
            data-testid="want-stencil"
          />
          <Typography.Text strong>{t('stencil.title')}</Typography.Text>
          <Radio.Group
            value={choices.kind}
            onChange={(e) => change({ kind: e.target.value as AssemblyChoices['kind'] })}
            disabled={!choices.stencil}
          >
            <Radio.Button value="framed">{t('stencil.framed')}</Radio.Button>
            <Radio.Button value="frameless">{t('stencil.frameless')}</Radio.Button>
          </Radio.Group>
        </Space>
        {choices.stencil && stencil.error && <Alert type="warning" showIcon message={stencil.error.message} />}
        {choices.stencil && stencil.data && (
          <PriceLines
            testId="stencil-lines"
            lines={stencil.data.lines}
            total={stencil.data.total}
            currency={stencil.data.currency}
          />
        )}

        <Space wrap>
          <Switch
            checked={choices.assembly}
            onChange={(on) => change({ assembly: on })}
            aria-label={t('assembly.want')}
            data-testid="want-assembly"
          />
          <Typography.Text strong>{t('assembly.title')}</Typography.Text>
          <Typography.Text>{t('assembly.boards')}</Typography.Text>
          <InputNumber
            min={1}
            max={1_000_000}
            precision={0}
            value={choices.boards}
            onChange={(n) => n && change({ boards: n })}
            disabled={!choices.assembly}
            data-testid="assembly-boards"
          />
          <Radio.Group
            value={choices.sourcing}
            onChange={(e) => change({ sourcing: e.target.value as AssemblyChoices['sourcing'] })}
            disabled={!choices.assembly}
          >
            <Radio value="customer">{t('assembly.customer')}</Radio>
            <Radio value="factory">{t('assembly.factory')}</Radio>
          </Radio.Group>
        </Space>
        {choices.assembly && (
          <Row gutter={12}>
            {(['bom', 'pnp'] as const).map((field) => (
              <Col key={field}>
                <Space>
                  <Upload accept=".csv,.txt,.xlsx" showUploadList={false} beforeUpload={attach(field)}>
                    <Button icon={<UploadOutlined />} data-testid={`attach-${field}`}>
                      {t(`files.${field}`)}
                    </Button>
                  </Upload>
                  {choices[field] && (
                    <Typography.Text>
                      {choices[field]!.name}{' '}
                      <Button type="link" size="small" onClick={() => change({ [field]: null })}>
                        {t('files.remove')}
                      </Button>
                    </Typography.Text>
                  )}
                </Space>
              </Col>
            ))}
          </Row>
        )}
        {choices.assembly && assembly.error && <Alert type="warning" showIcon message={assembly.error.message} />}
        {choices.assembly && assembly.data && (
          <>
            <PriceLines
              testId="assembly-lines"
              lines={assembly.data.quote.lines}
              total={assembly.data.quote.total}
              currency={assembly.data.currency}
            />
            <Typography.Text type="secondary">
              {t('assembly.perBoard', {
                price: assembly.data.quote.perBoard,
                currency: assembly.data.currency,
                boards: assembly.data.quote.boards,
              })}
            </Typography.Text>
            <CrossCheck answer={assembly.data} />
          </>
        )}
        <Typography.Paragraph type="secondary">{t('note')}</Typography.Paragraph>
      </Space>
    </Card>
  );
}
