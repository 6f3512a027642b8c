import { z } from 'zod';

/** An order's number in the path of its print routes. */
export const orderPrintParams = z.object({ no: z.string().trim().min(1).max(40) });
/** An inquiry's number in the path of its print routes. */
export const inquiryPrintParams = z.object({ no: z.string().trim().min(1).max(64) });
/** The template to print in (customer|delivery for an order, request|pricing for an inquiry); checked by the route. */
export const printQuery = z.object({ template: z.string().max(20).optional() });
