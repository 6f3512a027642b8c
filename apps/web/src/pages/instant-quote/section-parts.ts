/** The parts sections.ts loads, in one chunk. */
export { default as AssemblyQuote } from '../../features/assembly/AssemblyQuote';
export { default as AnalysedBoard } from '../../features/gerber/AnalysedBoard';
export { default as GerberDropZone } from '../../features/gerber/GerberDropZone';
export { default as PriceMatrix } from '../../features/instant-quote/PriceMatrix';
export { default as ShippingPanel } from '../../features/instant-quote/ShippingPanel';
export { default as FactoryCompare } from '../../features/factory-compare/FactoryCompare';
