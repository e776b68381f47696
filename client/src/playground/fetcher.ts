import {
  createGraphiQLFetcher,
  type Fetcher,
  type FetcherOpts,
  type FetcherParams,
  type Observable,
} from '@graphiql/toolkit';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode, type OperationTypeNode } from 'graphql';
import { createClient, type Client, type ClientOptions, type ExecutionResult, type FormattedExecutionResult } from 'graphql-ws';

/** The operation a request will run, read from the text actually sent. */
export interface SentOperation {
  type: OperationTypeNode;
  /** The operation's name, or null for an anonymous one. */
  name: string | null;
  document: DocumentNode;
}

/**
 * Finds the operation that `query` runs: the one named `operationName`, or
 * the document's only operation when that name is missing or names none of
 * them. GraphiQL takes both the operation name and its parsed document from
 * the editor's last parse, which trails an edit by 100 ms: a subscription
 * pasted over a query and run at once arrives with the query's name and
 * document. Undefined when the text does not parse or the operation is
 * ambiguous; the server then says what is wrong.
 */
export function sentOperation(query: string, operationName?: string | null): SentOperation | undefined {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const op =
    (operationName ? operations.find((o) => o.name?.value === operationName) : undefined) ??
    (operations.length === 1 ? operations[0] : undefined);
  if (!op) return undefined;
  return { type: op.operation, name: op.name?.value ?? null, document };
}

export interface PlaygroundFetcherOptions {
  /** POST endpoint for queries and mutations. */
  url: string;
  /** graphql-transport-ws endpoint for subscriptions. */
  subscriptionUrl: string;
  fetch?: typeof fetch;
  /** Opens the websocket client (graphql-ws's createClient; tests pass their own). */
  createWsClient?: (options: ClientOptions) => Client;
}

/**
 * GraphiQL's fetcher, routing by the operation in the text being sent rather
 * than the editor's (possibly stale) parse: subscriptions over a websocket,
 * everything else over HTTP. The websocket signs in with the headers
 * editor's values as `connection_init` payload (the server reads its
 * Authorization), and is closed when the subscription ends or is stopped.
 */
export function createPlaygroundFetcher(options: PlaygroundFetcherOptions): Fetcher {
  const http = createGraphiQLFetcher({ url: options.url, fetch: options.fetch });
  const openWs = options.createWsClient ?? createClient;
  return (params: FetcherParams, opts?: FetcherOpts) => {
    const op = sentOperation(params.query, params.operationName);
    if (!op) return http(params, opts);
    const sent: FetcherParams = { ...params, operationName: op.name };
    if (op.type === 'subscription') {
      return overWebsocket(openWs, options.subscriptionUrl, sent, opts?.headers);
    }
    return http(sent, { ...opts, documentAST: op.document });
  };
}

interface Observer {
  next(result: FormattedExecutionResult<Record<string, unknown>, unknown>): void;
  error(error: unknown): void;
  complete(): void;
}

function overWebsocket(
  openWs: (options: ClientOptions) => Client,
  url: string,
  params: FetcherParams,
  headers: FetcherOpts['headers'],
): Observable<ExecutionResult> {
  // GraphiQL subscribes with an observer object and stops by unsubscribe.
  const observable = {
    subscribe(observer: Observer) {
      const client = openWs({ url, connectionParams: headers ?? {}, lazy: true, retryAttempts: 0 });
      const stop = client.subscribe(
        { query: params.query, variables: params.variables ?? undefined, operationName: params.operationName ?? undefined },
        {
          next: (result) => observer.next(result),
          error: (err) => {
            observer.error(closeReason(err));
            void client.dispose();
          },
          complete: () => {
            observer.complete();
            void client.dispose();
          },
        },
      );
      return {
        unsubscribe() {
          stop();
          void client.dispose();
        },
      };
    },
  };
  return observable as Observable<ExecutionResult>;
}

/** A socket's close event as an Error GraphiQL can show. */
function closeReason(err: unknown): unknown {
  if (typeof CloseEvent !== 'undefined' && err instanceof CloseEvent) {
    return new Error(`Socket closed with event ${err.code} ${err.reason || ''}`.trim());
  }
  return err;
}
