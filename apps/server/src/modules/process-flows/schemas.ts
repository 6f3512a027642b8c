import { z } from 'zod';
import { instant } from '../../http/answer.js';

/** One step of a process flow (decimals as texts). */
export const flowStepAnswer = z
  .object({
    serialNo: z.number().int(),
    processType: z.string(),
    procedure: z.string(),
    unitCost: z.string(),
    referenceTimes: z.string(),
    timesAdjustment: z.string().nullable(),
    difficulty: z.string(),
    difficultyAdjustment: z.string().nullable(),
    specialAddition: z.string().nullable(),
  })
  .meta({ id: 'ProcessFlowStep' });

/** A product's process flow: its steps in serial order and their cost per m² (4 decimals). */
export const processFlowAnswer = z
  .object({
    uid: z.string(),
    productNo: z.string(),
    productName: z.string(),
    remarks: z.string(),
    updatedAt: instant,
    steps: z.array(flowStepAnswer),
    summary: z.object({ steps: z.number().int(), costPerM2: z.string(), stepCosts: z.array(z.string()) }),
  })
  .meta({ id: 'ProcessFlow' });

/** What an import wrote: how many products and steps. */
export const flowImportAnswer = z.object({ products: z.number().int(), steps: z.number().int() });
