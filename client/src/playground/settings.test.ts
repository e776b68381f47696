import { describe, expect, it } from 'vitest';
import { devSignInHeaders, graphqlURLs } from './settings';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number) => `${b64url({ alg: 'ES256' })}.${b64url({ sub: 'dev_ada', exp })}.sig`;
const storage = (value: string | null) => ({ getItem: (k: string) => (k === 'marquee.devSession' ? value : null) });
const now = Date.UTC(2026, 0, 1);

describe('graphqlURLs', () => {
  it('targets this server over HTTP and its websocket', () => {
    expect(graphqlURLs({ protocol: 'http:', host: 'localhost:8080' })).toEqual({
      url: 'http://localhost:8080/graphql',
      subscriptionUrl: 'ws://localhost:8080/graphql',
    });
    expect(graphqlURLs({ protocol: 'https:', host: 'marquee.example' }).subscriptionUrl).toBe(
      'wss://marquee.example/graphql',
    );
  });
});

describe('devSignInHeaders', () => {
  it("starts the headers editor with the app's development sign-in token", () => {
    const token = jwt(now / 1000 + 3600);
    const raw = JSON.stringify({ token, user: { id: 'dev_ada', name: 'Ada' } });
    expect(JSON.parse(devSignInHeaders(storage(raw), now)!)).toEqual({ Authorization: `Bearer ${token}` });
  });

  it('leaves the editor empty when signed out, expired or unreadable', () => {
    expect(devSignInHeaders(storage(null), now)).toBeUndefined();
    expect(devSignInHeaders(storage(JSON.stringify({ token: jwt(now / 1000 - 1) })), now)).toBeUndefined();
    expect(devSignInHeaders(storage('{not json'), now)).toBeUndefined();
    expect(devSignInHeaders(storage(JSON.stringify({ token: 42 })), now)).toBeUndefined();
  });
});
