import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Settings the server hands out at run time (GET /api/config), so one build
 * of the client serves every environment.
 */
export interface RuntimeConfig {
  /** Clerk publishable key; empty when the server runs without Clerk. */
  clerkPublishableKey: string;
  /** Whether POST /api/dev/sign-in is available. */
  devSignIn: boolean;
  /** IANA zone in which show dates and times are shown. */
  theatreTimeZone: string;
  /** 'stripe' (hosted checkout) or 'test' (the server's local test checkout). */
  paymentMode: 'stripe' | 'test';
  /** How long an unpaid booking holds its seats. */
  holdMinutes: number;
  /** The largest seat layout the server stores: the layout editor's limits. */
  layoutMaxRows: number;
  layoutMaxColumns: number;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  clerkPublishableKey: '',
  devSignIn: true,
  theatreTimeZone: 'Asia/Kolkata',
  paymentMode: 'test',
  holdMinutes: 10,
  // The server's limits (db.MaxLayoutRows, db.MaxLayoutCellsPerRow), only
  // until /api/config answers with them.
  layoutMaxRows: 60,
  layoutMaxColumns: 80,
};

export interface RuntimeConfigState {
  config: RuntimeConfig;
  /** False until /api/config has answered (or failed). */
  loaded: boolean;
}

const RuntimeConfigContext = createContext<RuntimeConfigState>({
  config: defaultRuntimeConfig,
  loaded: true,
});

export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  // No request headers of its own: it must match index.html's preload of it to reuse that response.
  const res = await fetch('/api/config', { signal });
  if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
  const body = (await res.json()) as Partial<RuntimeConfig> & { success?: boolean };
  if (!body.success) throw new Error('GET /api/config was not successful');
  return {
    clerkPublishableKey: body.clerkPublishableKey ?? defaultRuntimeConfig.clerkPublishableKey,
    devSignIn: body.devSignIn ?? defaultRuntimeConfig.devSignIn,
    theatreTimeZone: body.theatreTimeZone || defaultRuntimeConfig.theatreTimeZone,
    paymentMode: body.paymentMode === 'stripe' ? 'stripe' : 'test',
    holdMinutes:
      typeof body.holdMinutes === 'number' && body.holdMinutes > 0
        ? body.holdMinutes
        : defaultRuntimeConfig.holdMinutes,
    layoutMaxRows: positiveInt(body.layoutMaxRows) ?? defaultRuntimeConfig.layoutMaxRows,
    layoutMaxColumns: positiveInt(body.layoutMaxColumns) ?? defaultRuntimeConfig.layoutMaxColumns,
  };
}

function positiveInt(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;
}

export function RuntimeConfigProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** A known config (tests); skips the request. */
  initial?: RuntimeConfig;
}) {
  const [state, setState] = useState<RuntimeConfigState>(() =>
    initial ? { config: initial, loaded: true } : { config: defaultRuntimeConfig, loaded: false },
  );

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    // In a transition: every page under the provider re-renders with the
    // answer, which otherwise is one long task on a slow phone.
    const settle = (next: RuntimeConfigState) => startTransition(() => setState(next));
    fetchRuntimeConfig(controller.signal)
      .then((config) => settle({ config, loaded: true }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the runtime config; using defaults.', err);
        settle({ config: defaultRuntimeConfig, loaded: true });
      });
    return () => controller.abort();
  }, [initial]);

  return <RuntimeConfigContext.Provider value={state}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfigState {
  return useContext(RuntimeConfigContext);
}
