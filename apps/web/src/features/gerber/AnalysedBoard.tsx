import type { QuotationParameter } from '@pcbunion/core';
import { Space } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import BoardRender from './BoardRender';
import CamFindings from './CamFindings';
import { analysisVersion } from './board-render';
import type { CamAnalysis } from './types';

/**
 * The instant quote's Gerber results: the picture of the board, then what the analysis found. The quote is the
 * one named in the address (`?quote=`, set before the upload) unless `quoteId` names another.
 */
export default function AnalysedBoard({
  analysis,
  parameters,
  quoteId,
  mask,
  silk,
}: {
  analysis: CamAnalysis;
  parameters?: readonly QuotationParameter[] | undefined;
  quoteId?: string | undefined;
  /** The chosen solder-mask colour code (the book's MASK_COLOR option); the board is green without one. */
  mask?: string | undefined;
  /** The chosen silkscreen colour code; without one the ink is white (black on a white mask). */
  silk?: string | undefined;
}) {
  const [search] = useSearchParams();
  const id = quoteId ?? search.get('quote');
  const version = useMemo(() => analysisVersion(analysis), [analysis]);
  const colours = useMemo(() => ({ mask, silk }), [mask, silk]);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {id && <BoardRender quoteId={id} version={version} colours={colours} />}
      <CamFindings analysis={analysis} parameters={parameters} />
    </Space>
  );
}
