import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { MockLink } from '@apollo/client/testing';
import { from, mergeMap, Observable, type Subscriber } from 'rxjs';

interface Active {
  operationName: string;
  variables: Record<string, unknown>;
  observer: Subscriber<ApolloLink.Result>;
}

/**
 * A link for tests: queries and mutations are answered by MockLink from
 * `mocks`; subscriptions stay open and the test pushes results into them.
 * An operation can be held (`hold`) so a test sees the page while it is in
 * flight, then released when the test is ready: no test races a delay.
 */
export function createLiveTestLink(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const active: Active[] = [];
  const requested: string[] = [];
  const gates = new Map<string, Promise<void>>();

  // Every operation passes here first, in the order the app sends them.
  const gate = new ApolloLink((operation, forward) => {
    requested.push(operation.operationName ?? '');
    const held = gates.get(operation.operationName ?? '');
    return held ? from(held).pipe(mergeMap(() => forward(operation))) : forward(operation);
  });
  const subscriptions = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const entry: Active = {
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          observer,
        };
        active.push(entry);
        return () => {
          const i = active.indexOf(entry);
          if (i >= 0) active.splice(i, 1);
        };
      }),
  );
  const link = ApolloLink.from([
    gate,
    ApolloLink.split(
      ({ query }) => {
        const def = getMainDefinition(query);
        return def.kind === 'OperationDefinition' && def.operation === 'subscription';
      },
      subscriptions,
      new MockLink(mocks),
    ),
  ]);
  const matching = (variables: Record<string, unknown>) =>
    active.filter((a) => Object.entries(variables).every(([k, v]) => a.variables[k] === v));
  return {
    link,
    /** The subscriptions open now. */
    active: () => active.map(({ operationName, variables }) => ({ operationName, variables })),
    /** The names of every operation the app has sent so far, in order. */
    requested: () => [...requested],
    /**
     * Holds every later `operationName` until the returned function is
     * called; then each goes on to its mock.
     */
    hold(operationName: string): () => void {
      let release = () => {};
      gates.set(operationName, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        gates.delete(operationName);
        release();
      };
    },
    /** Pushes a result to every open subscription whose variables match. */
    push(variables: Record<string, unknown>, result: ApolloLink.Result) {
      const targets = matching(variables);
      if (targets.length === 0) throw new Error(`no open subscription for ${JSON.stringify(variables)}`);
      for (const t of targets) t.observer.next(result);
    },
    fail(variables: Record<string, unknown>, error: Error) {
      for (const a of matching(variables)) a.observer.error(error);
    },
  };
}
