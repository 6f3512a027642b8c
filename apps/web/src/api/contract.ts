import type { components, paths } from './schema';

/**
 * The API's types, generated from the server's response and body schemas (`npm run api:types` writes schema.d.ts).
 * Features name what they use here instead of writing the shapes again, so a server change that the web does not
 * follow fails the type-check.
 */
export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<Content> = Content extends { content: { 'application/json': infer Json } } ? Json : never;

/** The `data` of a route's 2xx answer: `Answer<'/api/addresses/{id}', 'get'>`. */
export type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer Responses }
    ? JsonOf<Responses[keyof Responses & (200 | 201 | 202)]> extends { data: infer Data }
      ? Data
      : never
    : never;

/** One row of a paged answer (`{ data: rows, total }`). */
export type Row<P extends keyof paths, M extends Method = 'get'> =
  Answer<P, M> extends { data: Array<infer Item> } ? Item : never;

/** The JSON body a route takes. */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer RequestBody } ? JsonOf<NonNullable<RequestBody>> : never;

/** The query a route takes. */
export type Query<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
