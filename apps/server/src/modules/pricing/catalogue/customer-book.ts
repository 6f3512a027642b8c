import { checkDefaultBoard, type PriceBook, type ProductClassification } from '@pcbunion/core';

/**
 * What a customer's browser receives to price live: everything the engine reads, so its estimate is the
 * server's to the cent, and nothing it does not — no expired products (nor their base prices and bindings),
 * no feature codes, material categories or remarks, no ids or audit data. The default board keeps the entries that
 * still fit the book (a parameter changed since it was saved drops out), and is left out when none does.
 */
export function customerBook(book: PriceBook): PriceBook {
  const products = book.products.filter((p) => p.status === 'valid');
  const sold = new Set(products.map((p) => p.number));
  return {
    ...book,
    parameters: book.parameters.map(({ featureCode: _f, ...parameter }) => parameter),
    projects: book.projects.map(({ materialCategory: _m, ...project }) => project),
    classifications: book.classifications.map(({ remarks: _r, ...classification }) => classification),
    products,
    basePrices: book.basePrices.filter((row) => sold.has(row.productNumber)),
    bindings: book.bindings.filter((row) => sold.has(row.productNumber)),
    defaultBoard: fittingBoard(book),
  };
}

function fittingBoard(book: PriceBook): PriceBook['defaultBoard'] {
  const { board } = checkDefaultBoard(book.defaultBoard, book.parameters);
  return Object.keys(board).length > 0 ? board : undefined;
}

/** The classifications above a product's, nearest first (its own included). */
export function classificationChain(classifications: readonly ProductClassification[], number: string): string[] {
  const byNumber = new Map(classifications.map((c) => [c.number, c]));
  const chain: string[] = [];
  let current = byNumber.get(number);
  while (current && !chain.includes(current.number)) {
    chain.push(current.number);
    current = byNumber.get(current.parentNumber);
  }
  return chain;
}
