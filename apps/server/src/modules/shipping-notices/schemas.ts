import { DELIVERY_STATUSES } from '@pcbunion/core';
import { z } from 'zod';
import { day, instant } from '../../http/answer.js';
import { RECEIPT_STATES } from './service.js';

/** A shipment: a delivery that left the factory, with its receipt (pieces accepted and disputed once received). */
export const shipmentRow = z
  .object({
    no: z.string(),
    /** Shipped or received (the list holds nothing else). */
    status: z.enum(DELIVERY_STATUSES),
    side: z.enum(['customer', 'factory']),
    receipt: z.enum(RECEIPT_STATES),
    customer: z.object({ id: z.string(), name: z.string().nullable() }),
    factory: z.object({ id: z.string(), name: z.string().nullable() }),
    plannedDate: day,
    address: z.string(),
    packages: z.number().int().nullable(),
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    quantity: z.number().int(),
    accepted: z.number().int().nullable(),
    disputed: z.number().int().nullable(),
    shippedAt: instant.nullable(),
    receivedAt: instant.nullable(),
    rowVersion: z.number().int(),
    /** The customer confirms the receipt of a shipped delivery. */
    actions: z.array(z.enum(['confirm_receipt'])),
  })
  .meta({ id: 'Shipment' });
