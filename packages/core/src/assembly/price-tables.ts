import { z } from 'zod';

/** A stencil the factory sells: its kind, outer size, the paste area it can open, and its price. */
export interface StencilOption {
  kind: 'framed' | 'frameless';
  widthMm: number;
  heightMm: number;
  /** The largest paste extent it holds (the frame and the margins take the rest). */
  usableWidthMm: number;
  usableHeightMm: number;
  /** Price of one stencil, 2 decimals ("120.00"). */
  price: string;
}

export interface StencilTable {
  currency: string;
  options: StencilOption[];
}

/** The factory's assembly prices: fixed fees as amounts (2 decimals), per-joint prices up to 4 decimals. */
export interface AssemblyPriceTable {
  currency: string;
  setupFee: string;
  perSide: string;
  smdJoint: string;
  thtJoint: string;
  uniquePart: string;
  minimum: string;
}

const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'money' });
const unitPrice = z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, { error: 'unitPrice' });
const size = z.number().positive().max(2000);

export const stencilOptionSchema = z
  .object({
    kind: z.enum(['framed', 'frameless']),
    widthMm: size,
    heightMm: size,
    usableWidthMm: size,
    usableHeightMm: size,
    price: amount,
  })
  .refine((o) => o.usableWidthMm <= o.widthMm && o.usableHeightMm <= o.heightMm, {
    error: 'usableWithin',
    path: ['usableWidthMm'],
  });

export const stencilTableSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  options: z.array(stencilOptionSchema).max(40),
});

export const assemblyPriceTableSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  setupFee: amount,
  perSide: amount,
  smdJoint: unitPrice,
  thtJoint: unitPrice,
  uniquePart: amount,
  minimum: amount,
});

/** The demo factory's tables (CNY): what a Shenzhen PCBA house lists for prototypes. */
export const demoStencilTable: StencilTable = {
  currency: 'CNY',
  options: [
    { kind: 'frameless', widthMm: 280, heightMm: 380, usableWidthMm: 190, usableHeightMm: 290, price: '50.00' },
    { kind: 'frameless', widthMm: 380, heightMm: 470, usableWidthMm: 290, usableHeightMm: 380, price: '80.00' },
    { kind: 'framed', widthMm: 370, heightMm: 470, usableWidthMm: 190, usableHeightMm: 290, price: '120.00' },
    { kind: 'framed', widthMm: 420, heightMm: 520, usableWidthMm: 240, usableHeightMm: 340, price: '150.00' },
    { kind: 'framed', widthMm: 550, heightMm: 650, usableWidthMm: 350, usableHeightMm: 450, price: '220.00' },
    { kind: 'framed', widthMm: 736, heightMm: 736, usableWidthMm: 500, usableHeightMm: 500, price: '320.00' },
  ],
};

export const demoAssemblyTable: AssemblyPriceTable = {
  currency: 'CNY',
  setupFee: '150.00',
  perSide: '50.00',
  smdJoint: '0.0200',
  thtJoint: '0.1500',
  uniquePart: '3.00',
  minimum: '200.00',
};
