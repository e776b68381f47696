import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { MockLink } from '@apollo/client/testing';
import { Observable, type Subscriber } from 'rxjs';

interface Active {
  operationName: string;
  variables: Record<string, unknown>;
  observer: Subscriber<ApolloLink.Result>;
}

/**
 * A link for tests: queries and mutations are answered by MockLink from
 * `mocks`; subscriptions stay open and the test pushes results into them.
 */
export function createLiveTestLink(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const active: Active[] = [];
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
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === 'OperationDefinition' && def.operation === 'subscription';
    },
    subscriptions,
    new MockLink(mocks),
  );
  return {
    link,
    /** The subscriptions open now. */
    active: () => active.map(({ operationName, variables }) => ({ operationName, variables })),
    /** Pushes a result to every open subscription whose variables match. */
    push(variables: Record<string, unknown>, result: ApolloLink.Result) {
      const targets = active.filter((a) =>
        Object.entries(variables).every(([k, v]) => a.variables[k] === v),
      );
      if (targets.length === 0) throw new Error(`no open subscription for ${JSON.stringify(variables)}`);
      for (const t of targets) t.observer.next(result);
    },
    fail(variables: Record<string, unknown>, error: Error) {
      for (const a of active.filter((x) => Object.entries(variables).every(([k, v]) => x.variables[k] === v))) {
        a.observer.error(error);
      }
    },
  };
}
