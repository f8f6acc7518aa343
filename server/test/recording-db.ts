import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/*
 * Tests that must know which statements a search sent (which of its steps ran): the database
 * behind a proxy that records each statement's text, through drizzle's execute and through the
 * driver's own query (prepared statements, db/prepared.ts).
 */
/** The database, recording the text of every statement sent through it. */
export function recording(db: Db, texts: string[]): Db {
  const dialect = new PgDialect();
  const wrap = <T extends object>(target: T, method: string, text: (arg: never) => string): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop);
        if (typeof value !== 'function') return value;
        if (prop !== method) return value.bind(t);
        return (arg: never) => {
          texts.push(text(arg));
          return value.call(t, arg);
        };
      },
    });
  const client = (db as { $client?: object }).$client;
  const recordedClient = client
    ? wrap(client, 'query', (c: { text?: string } | string) =>
        typeof c === 'string' ? c : String(c.text),
      )
    : undefined;
  const recorded = wrap(db, 'execute', (q: SQL) => dialect.sqlToQuery(q).sql);
  return new Proxy(recorded, {
    get: (t, prop) => (prop === '$client' ? recordedClient : Reflect.get(t, prop)),
  });
}
