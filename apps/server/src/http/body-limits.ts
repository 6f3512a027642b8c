import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_DEPTH } from '@pcbunion/core';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How deeply the route's JSON body may nest (objects and arrays); DEFAULT_BODY_DEPTH when unset. */
    bodyDepth?: number;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN = new Set([0x7b, 0x5b]);
const CLOSE = new Set([0x7d, 0x5d]);
const MAX_KEY_BYTES = 64;

/**
 * Follows the nesting of a JSON text chunk by chunk, bytes only (the characters that matter are ASCII, which a
 * UTF-8 continuation byte never is), and reports the first place deeper than `limit` with the top-level field
 * it is under. No recursion and no parse: a 5,000-deep value costs one pass.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private keyBytes: number[] = [];
  private lastTopString = '';
  private topKey = '';

  constructor(private readonly limit: number) {}

  /** The field too deep, or undefined while the text stays within the limit. */
  feed(chunk: Uint8Array): { field: string } | undefined {
    for (const c of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.depth === 1) this.lastTopString = Buffer.from(this.keyBytes).toString('utf8');
        } else if (this.depth === 1 && this.keyBytes.length <= MAX_KEY_BYTES) this.keyBytes.push(c);
        continue;
      }
      if (c === QUOTE) {
        this.inString = true;
        this.keyBytes = [];
      } else if (c === COLON && this.depth === 1) this.topKey = this.keyBytes.length <= MAX_KEY_BYTES ? this.lastTopString : '';
      else if (OPEN.has(c)) {
        if (++this.depth > this.limit) return { field: this.depth > 2 && this.topKey ? this.topKey : 'body' };
      } else if (CLOSE.has(c)) this.depth--;
    }
    return undefined;
  }
}

/** The first place where `text` nests deeper than `limit`, as JsonDepthScanner reports it. */
export function jsonTooDeep(text: string, limit: number): { field: string } | undefined {
  return new JsonDepthScanner(limit).feed(Buffer.from(text, 'utf8'));
}

const isJson = (contentType: string | undefined) => !!contentType && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

/**
 * A JSON body's depth is checked while it streams in, before Fastify's own parser (prototype poisoning refused)
 * reads it: 400 naming the field. A route narrows the depth with `config.bodyDepth`, and the size with Fastify's
 * route `bodyLimit`; plugins keep their own content-type parsers.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request.headers['content-type'])) return payload;
    const limit = request.routeOptions.config?.bodyDepth ?? DEFAULT_BODY_DEPTH;
    const scanner = new JsonDepthScanner(limit);
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        const deep = scanner.feed(chunk);
        if (deep) callback(new AppError(400, 'field.tooDeep', { maximum: limit }, 0, deep.field));
        else callback(null, chunk);
      },
    });
    payload.on('error', (error) => checked.destroy(error));
    return payload.pipe(checked);
  });
}
