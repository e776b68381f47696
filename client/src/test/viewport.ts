/**
 * jsdom has no layout and no matchMedia. This one answers min-/max-width
 * queries from a viewport width that tests can set (setViewportWidth).
 */
let viewportWidth = 1280;
const listeners = new Set<() => void>();

export function setViewportWidth(width: number): void {
  if (width === viewportWidth) return;
  viewportWidth = width;
  for (const l of [...listeners]) l();
}

function evaluate(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const wrapped = new Map<unknown, () => void>();
    const list = {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, cb: (e: unknown) => void) => {
        const l = () => cb({ matches: evaluate(query), media: query });
        wrapped.set(cb, l);
        listeners.add(l);
      },
      removeEventListener: (_type: string, cb: unknown) => {
        const l = wrapped.get(cb);
        if (l) listeners.delete(l);
      },
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
}
