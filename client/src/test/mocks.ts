import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';

/**
 * A request the page is expected to send but the test leaves unanswered: the
 * test is about what shows meanwhile (or about where a click leads).
 */
export function unanswered(query: DocumentNode, variables?: Record<string, unknown>): MockLink.MockedResponse {
  return { request: { query, variables }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** A link that never answers: every page stays in its loading state. */
export const silentLink = new ApolloLink(() => new Observable<ApolloLink.Result>(() => {}));
