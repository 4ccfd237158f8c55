/** A JSON-schema fragment describing one query parameter, as Fastify validates it. */
export type ParamSchema =
  | { type: 'boolean' }
  | { type: 'integer'; minimum?: number; maximum?: number }
  | { type: 'string'; enum?: readonly string[]; maxLength?: number; pattern?: string }
  | {
      type: 'array';
      items: { type: 'string'; maxLength?: number; enum?: readonly string[] };
      maxItems?: number;
    };

/**
 * One query parameter of a view: its JSON schema (the server validates with it) and, as a phantom,
 * the type its value has (the elements' hook and the server's query function are typed with it).
 */
export interface ParamSpec<T> {
  readonly schema: ParamSchema;
  /** Phantom: never set, only carries the value type. */
  readonly valueType?: T;
}

/** The view-specific parameters of a view, by name. */
export type ParamSpecs = Readonly<Record<string, ParamSpec<unknown>>>;

/** The values of a set of parameter specs; each is optional (the view has a default). */
export type ParamValues<P extends ParamSpecs> = {
  [K in keyof P]?: P[K] extends ParamSpec<infer T> ? T : never;
};

/**
 * Builders of parameter specs.
 *
 * @example
 * const params = { granularity: param.oneOf(['day', 'week', 'month']), withNotAccepted: param.boolean() };
 */
export const param = {
  boolean: (): ParamSpec<boolean> => ({ schema: { type: 'boolean' } }),
  integer: (minimum: number, maximum: number): ParamSpec<number> => ({
    schema: { type: 'integer', minimum, maximum },
  }),
  string: (maxLength = 200): ParamSpec<string> => ({ schema: { type: 'string', maxLength } }),
  /** An id of digits only (a hotel's property id), up to 18 of them; empty means none. */
  digits: (): ParamSpec<string> => ({ schema: { type: 'string', maxLength: 18, pattern: '^[0-9]*$' } }),
  oneOf: <const V extends readonly string[]>(values: V): ParamSpec<V[number]> => ({
    schema: { type: 'string', enum: values },
  }),
  list: <const V extends readonly string[]>(values?: V): ParamSpec<V[number][]> => ({
    schema: {
      type: 'array',
      items: values ? { type: 'string', enum: values } : { type: 'string', maxLength: 200 },
      maxItems: 1000,
    },
  }),
};
