import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** Where an argument goes in the compiled query: its value while compiling. */
class Slot {
  readonly index: number;

  constructor(index: number) {
    this.index = index;
  }
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the argument it takes, or -1 for a constant. */
  slots: number[];
}

/**
 * A query of a fixed shape, built and compiled to SQL once per database. Kysely otherwise
 * builds the query's tree and compiles it on every call: on the calls the server answers most
 * (the session lookup, the first pages of lists) that was as much work as running the query.
 * `build` gets stand-ins for its arguments and must use them as values only (never branch on
 * them); each call then runs the same SQL with its own values, and the SQLite driver finds the
 * statement already prepared.
 */
export function preparedQuery<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const byDatabase = new WeakMap<Db, Compiled<R>>();
  return async (db, ...args) => {
    let compiled = byDatabase.get(db);
    if (!compiled) {
      compiled = compile(db, build, args.length);
      byDatabase.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => (slots[i]! < 0 ? value : args[slots[i]!]));
    const { rows } = await db.executeQuery<R>({ ...query, parameters });
    return rows;
  };
}

function compile<A extends unknown[], R>(
  db: Db,
  build: (db: Db, ...args: A) => Compilable<R>,
  count: number,
): Compiled<R> {
  const standIns = Array.from({ length: count }, (_, index) => new Slot(index));
  const query = build(db, ...(standIns as unknown as A)).compile();
  const slots = query.parameters.map((value) => (value instanceof Slot ? value.index : -1));
  return { query, slots };
}

/**
 * `preparedQuery` for a query whose SQL takes one of a few shapes (an order, which filters are
 * present): one compiled query per shape, named by `key`. What the shape holds is compiled into
 * the SQL's constants; what varies within a shape is passed as arguments.
 */
export function preparedShapes<S, A extends unknown[], R>(
  key: (shape: S) => string,
  build: (shape: S, db: Db, ...args: A) => Compilable<R>,
): (shape: S) => (db: Db, ...args: A) => Promise<R[]> {
  const byKey = new Map<string, (db: Db, ...args: A) => Promise<R[]>>();
  return (shape) => {
    const name = key(shape);
    let prepared = byKey.get(name);
    if (!prepared) {
      prepared = preparedQuery((db: Db, ...args: A) => build(shape, db, ...args));
      byKey.set(name, prepared);
    }
    return prepared;
  };
}
