import type { CamField } from '@pcbunion/core';
import type { CamAnalysis } from '../gerber/types';

/** Why a value came from the Gerber files: a key of `pricing:quotation.fromGerber` and the measured numbers. */
export interface GerberReason {
  key: 'sizeOutline' | 'sizeCopper' | 'layers' | 'minHole' | 'holeCount' | 'minTrace' | 'measured';
  width?: number;
  height?: number;
  count?: number;
  value?: string;
}

/** The reason for the value a CAM field gave: the board outline's size, the copper layers found, the smallest hole… */
export function gerberReasonOf(camField: CamField, analysis: CamAnalysis, value: string): GerberReason {
  const { widthMm, heightMm, sizeFrom } = analysis;
  switch (camField) {
    case 'widthMm':
    case 'heightMm':
      if (widthMm === null || heightMm === null || sizeFrom === 'none') return { key: 'measured', value };
      return { key: sizeFrom === 'outline' ? 'sizeOutline' : 'sizeCopper', width: widthMm, height: heightMm };
    case 'copperLayers':
      return { key: 'layers', count: analysis.copperLayers };
    case 'drill.minHoleMm':
      return { key: 'minHole', value };
    case 'drill.holeCount':
      return { key: 'holeCount', value };
    case 'minTraceMm':
      return { key: 'minTrace', value };
    default:
      return { key: 'measured', value };
  }
}
