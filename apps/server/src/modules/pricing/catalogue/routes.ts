import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../http/answer.js';
import { categoryNode, customerBookAnswer, pricingMerchantAnswer } from '../schemas.js';
import { z } from 'zod';
import { CLASSIFICATION_ROOT, type LocalizedNames, type ProductClassification, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { renderErrors } from '../rule-error.js';
import type { CachedBook } from '../service/book-cache.js';
import { pricedOnToday, type EstimateService } from '../estimate/service.js';
import type { Merchant, MerchantDirectory } from '../estimate/merchants.js';
import { classificationChain, customerBook } from './customer-book.js';

interface CatalogueOptions {
  estimates: EstimateService;
  merchants: MerchantDirectory;
}

/** Valid products of a ready book, each with its classification chain. */
function offers(cached: CachedBook) {
  if (!cached.compiled.ok) return [];
  const classifications = cached.book.classifications.filter((c) => c.status === 'valid');
  return cached.book.products
    .filter((p) => p.status === 'valid')
    .map((p) => ({
      number: p.number,
      name: p.name,
      names: p.names,
      classificationNumber: p.classificationNumber,
      chain: classificationChain(classifications, p.classificationNumber),
    }))
    .filter((p) => p.chain.length > 0);
}

/**
 * The customer's side (online quotation): categories, merchants, a merchant's book. Open to any caller, signed
 * in or not, as the big fabs price for anonymous visitors; only what a customer may see leaves.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { estimates, merchants }) => {
  const tags = ['pricing: online quotation'];
  const books = async () => {
    const all = await merchants.all();
    return Promise.all(all.map(async (merchant) => ({ merchant, cached: await estimates.cachedBook(merchant) })));
  };

  app.get('/api/pricing/categories', { schema: { tags, response: answers(z.array(categoryNode)) } }, async () => {
    const nodes = new Map<string, ProductClassification & { merchants: Set<string> }>();
    for (const { merchant, cached } of await books()) {
      const byNumber = new Map(cached.book.classifications.map((c) => [c.number, c]));
      for (const offer of offers(cached)) {
        for (const number of offer.chain) {
          const classification = byNumber.get(number)!;
          const node = nodes.get(number) ?? { ...classification, remarks: undefined, merchants: new Set<string>() };
          node.merchants.add(merchant.uid);
          nodes.set(number, node);
        }
      }
    }
    type Node = Omit<ProductClassification, 'remarks'> & { merchantCount: number; children: Node[] };
    const tree = new Map<string, Node>(
      [...nodes.values()].map(({ merchants: set, remarks: _r, ...c }) => [
        c.number,
        { ...c, merchantCount: set.size, children: [] },
      ]),
    );
    const roots: Node[] = [];
    for (const node of tree.values()) {
      const parent = node.parentNumber === CLASSIFICATION_ROOT ? undefined : tree.get(node.parentNumber);
      (parent ? parent.children : roots).push(node);
    }
    const sort = (list: Node[]): Node[] =>
      list
        .sort((a, b) => a.serialNumber - b.serialNumber || a.number.localeCompare(b.number))
        .map((n) => ({ ...n, children: sort(n.children) }));
    return ok(sort(roots));
  });

  app.get(
    '/api/pricing/merchants',
    {
      schema: {
        querystring: z.object({ classification: text(60).optional() }),
        tags,
        response: answers(z.array(pricingMerchantAnswer)),
      },
    },
    async (request) => {
      const { classification } = request.query;
      const list: Array<
        Pick<Merchant, 'uid' | 'no' | 'name' | 'abbreviation'> & {
          currency: string;
          products: Array<{
            number: string;
            name: string;
            names?: LocalizedNames | undefined;
            classificationNumber: string;
          }>;
        }
      > = [];
      for (const { merchant, cached } of await books()) {
        const products = offers(cached)
          .filter((p) => !classification || p.chain.includes(classification))
          .map(({ chain: _c, ...p }) => p);
        if (products.length > 0) list.push({ ...merchant, currency: cached.book.currency, products });
      }
      return ok(list);
    },
  );

  app.get(
    '/api/pricing/book',
    {
      schema: {
        querystring: z.object({ merchant: text(60).optional() }),
        tags,
        response: answers(customerBookAnswer),
      },
    },
    async (request) => {
      const merchant = await estimates.merchant(request.query.merchant);
      const cached = await estimates.cachedBook(merchant);
      const compiled = cached.compiled;
      return ok({
        merchant: { uid: merchant.uid, no: merchant.no, name: merchant.name },
        pricedOn: pricedOnToday(),
        version: cached.versions,
        defaultProductNumber: cached.data.terms?.defaultProductNumber ?? null,
        ready: compiled.ok,
        errors: compiled.ok ? [] : renderErrors(compiled.errors, requestLanguage(request), cached.book),
        book: customerBook(cached.book),
      });
    },
  );
};
