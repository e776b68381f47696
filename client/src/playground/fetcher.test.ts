import { describe, expect, it, vi } from 'vitest';
import { createGraphiQLFetcher, type FetcherOpts, type FetcherParams } from '@graphiql/toolkit';
import { parse } from 'graphql';
import type { Client, ClientOptions, Sink, SubscribePayload } from 'graphql-ws';
import { createPlaygroundFetcher, sentOperation } from './fetcher';

const SUBSCRIPTION = 'subscription Seats { seatsChanged(showId: "s1") { showId version } }';
const QUERY = 'query Me { me { name } }';

/** What GraphiQL hands the fetcher right after a paste: the new text with the previous parse. */
function pasted(query: string, previous: string): [FetcherParams, FetcherOpts] {
  const prev = parse(previous);
  const prevName = prev.definitions[0]?.kind === 'OperationDefinition' ? prev.definitions[0].name?.value : undefined;
  return [
    { query, operationName: prevName },
    { documentAST: prev, headers: { Authorization: 'Bearer tok' } },
  ];
}

/** Runs an HTTP fetch as GraphiQL does: a multipart-capable result is iterated. */
async function drain(value: unknown): Promise<unknown[]> {
  const got = await value;
  if (got && typeof got === 'object' && Symbol.asyncIterator in got) {
    const all: unknown[] = [];
    for await (const part of got as AsyncIterable<unknown>) all.push(part);
    return all;
  }
  return [got];
}

function jsonFetch() {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { me: { name: 'Ada' } } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

/** A graphql-ws client double: records what it was opened and asked for, and lets the test push results. */
function fakeWs() {
  const opened: ClientOptions[] = [];
  const payloads: SubscribePayload[] = [];
  const sinks: Sink[] = [];
  let disposed = 0;
  let stopped = 0;
  const create = (options: ClientOptions) => {
    opened.push(options);
    return {
      subscribe(payload: SubscribePayload, sink: Sink) {
        payloads.push(payload);
        sinks.push(sink);
        return () => void stopped++;
      },
      dispose: async () => void disposed++,
    } as unknown as Client;
  };
  return { create, opened, payloads, sinks, disposed: () => disposed, stopped: () => stopped };
}

describe('sentOperation', () => {
  it("reads the operation from the text sent, not the editor's last parse", () => {
    expect(sentOperation(SUBSCRIPTION, 'Me')).toMatchObject({ type: 'subscription', name: 'Seats' });
    expect(sentOperation('subscription { seatsChanged(showId: "s1") { version } }', 'Me')).toMatchObject({
      type: 'subscription',
      name: null,
    });
    expect(sentOperation(`${QUERY}\n${SUBSCRIPTION}`, 'Seats')?.type).toBe('subscription');
    expect(sentOperation(`${QUERY}\n${SUBSCRIPTION}`, 'Me')?.type).toBe('query');
  });

  it('gives up on text that does not parse or does not say which operation', () => {
    expect(sentOperation('subscription {', 'Me')).toBeUndefined();
    expect(sentOperation(`${QUERY}\n${SUBSCRIPTION}`, null)).toBeUndefined();
  });
});

describe('createPlaygroundFetcher', () => {
  const urls = { url: 'http://h/graphql', subscriptionUrl: 'ws://h/graphql' };

  it("control: GraphiQL's own fetcher POSTs a subscription pasted over a query (the bug)", async () => {
    const fetch = jsonFetch();
    const own = createGraphiQLFetcher({ ...urls, fetch });
    await drain(own(...pasted(SUBSCRIPTION, QUERY)));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('streams a subscription pasted over a query over the websocket, signed in with the headers', () => {
    const fetch = jsonFetch();
    const ws = fakeWs();
    const fetcher = createPlaygroundFetcher({ ...urls, fetch, createWsClient: ws.create });
    const result = fetcher(...pasted(SUBSCRIPTION, QUERY)) as {
      subscribe(o: { next: (r: unknown) => void; error: (e: unknown) => void; complete: () => void }): {
        unsubscribe(): void;
      };
    };
    const seen: unknown[] = [];
    const sub = result.subscribe({ next: (r) => seen.push(r), error: () => {}, complete: () => {} });

    expect(fetch).not.toHaveBeenCalled();
    expect(ws.opened).toHaveLength(1);
    expect(ws.opened[0]).toMatchObject({ url: 'ws://h/graphql', connectionParams: { Authorization: 'Bearer tok' } });
    expect(ws.payloads[0]).toMatchObject({ query: SUBSCRIPTION, operationName: 'Seats' });

    ws.sinks[0]!.next({ data: { seatsChanged: { showId: 's1', version: 1 } } });
    ws.sinks[0]!.next({ data: { seatsChanged: { showId: 's1', version: 2 } } });
    expect(seen).toEqual([
      { data: { seatsChanged: { showId: 's1', version: 1 } } },
      { data: { seatsChanged: { showId: 's1', version: 2 } } },
    ]);

    sub.unsubscribe();
    expect(ws.stopped()).toBe(1);
    expect(ws.disposed()).toBe(1);
  });

  it('sends a query pasted over a subscription over HTTP with its own name', async () => {
    const fetch = jsonFetch();
    const ws = fakeWs();
    const fetcher = createPlaygroundFetcher({ ...urls, fetch, createWsClient: ws.create });
    expect(await drain(fetcher(...pasted(QUERY, SUBSCRIPTION)))).toEqual([{ data: { me: { name: 'Ada' } } }]);
    expect(ws.opened).toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://h/graphql');
    expect(JSON.parse(String(init?.body))).toMatchObject({ query: QUERY, operationName: 'Me' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('closes the socket when the server completes the subscription', () => {
    const ws = fakeWs();
    const fetcher = createPlaygroundFetcher({ ...urls, fetch: jsonFetch(), createWsClient: ws.create });
    const complete = vi.fn();
    (fetcher({ query: SUBSCRIPTION }) as unknown as { subscribe(o: object): unknown }).subscribe({
      next: () => {},
      error: () => {},
      complete,
    });
    ws.sinks[0]!.complete();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(ws.disposed()).toBe(1);
  });
});
